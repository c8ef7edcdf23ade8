import { createTheme } from '@mui/material/styles';
import { RouterLink } from '../ui/router-link.tsx';

/** The class of the toasts' container (see AppProviders), placed by the global styles below. */
export const TOASTS_BELOW_HEADER = 'lunchbox-toasts';

/** The sticky header's height (MUI's Toolbar: 56 px on phones, 64 px from sm), plus a margin. */
const BELOW_HEADER = { xs: 64, sm: 72 } as const;

export const theme = createTheme({
  palette: {
    // Text and buttons: 5.6:1 on white, AA for text (the brand orange, ui/brand.ts, is for large shapes).
    primary: { main: '#bf360c', contrastText: '#ffffff' },
    secondary: { main: '#2e7d32' },
    // MUI's default info and warning take white text at 3.9:1 and 3.1:1 (status chips): darker shades pass AA.
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
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
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // What receives focus or an anchor's scroll never hides under the sticky header.
        html: { scrollPaddingTop: BELOW_HEADER.sm },
        [`.${TOASTS_BELOW_HEADER}`]: {
          top: `${BELOW_HEADER.xs}px !important`,
          [theme.breakpoints.up('sm')]: { top: `${BELOW_HEADER.sm}px !important` },
        },
      }),
    },
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
