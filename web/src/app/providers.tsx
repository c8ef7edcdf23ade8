import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { ToastCard } from '../ui/toast.tsx';
import { theme, TOASTS_BELOW_HEADER } from './theme.ts';

const toastComponents = { default: ToastCard, success: ToastCard, error: ToastCard, info: ToastCard, warning: ToastCard };

/**
 * Spec section 9: one toast at a time, gone after 2000 ms (unless it must be read, see useToast),
 * top right, but below the sticky header so that it never covers the cart or the account menu.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={2000}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={toastComponents}
          classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_HEADER }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
