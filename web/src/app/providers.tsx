import { Suspense, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toaster } from '../ui/toast.tsx';
import { AfterFirstScreen } from './first-screen-shown.tsx';
import { theme, TOASTS_BELOW_HEADER } from './theme.ts';

/** The client, the theme, and the toasts (below the sticky header, so that they never cover the cart or the account menu). */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <AfterFirstScreen>
          <Suspense fallback={null}>
            <Toaster containerClassName={TOASTS_BELOW_HEADER} />
          </Suspense>
        </AfterFirstScreen>
      </ThemeProvider>
    </ApolloProvider>
  );
}
