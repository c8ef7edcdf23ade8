import { StrictMode, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './providers.tsx';

/**
 * The whole app around its router: the one tree both the build's prerender (prerender.tsx) and the
 * browser (main-app.tsx) draw, so that hydration finds the same markup, the same `useId`s and the
 * same emotion class names.
 */
export function AppRoot({ client, emotionCache, children }: { client: ApolloClient; emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders client={client}>{children}</AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
