import { createTheme } from '@mui/material/styles';
import { RouterLink } from '../ui/router-link.tsx';

export const theme = createTheme({
  palette: {
    primary: { main: '#e65100', contrastText: '#ffffff' },
    secondary: { main: '#2e7d32' },
    background: { default: '#fffaf5', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
