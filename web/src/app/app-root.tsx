import { StrictMode, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { DataLayer } from '../lib/data-layer.ts';
import { AppProviders } from './providers.tsx';

/**
 * The whole app around its router: the one tree both the build's prerender (prerender.tsx) and the
 * browser (main-app.tsx) draw, so that hydration finds the same markup, the same `useId`s and the
 * same emotion class names.
 */
export function AppRoot({ layer, emotionCache, children }: { layer: DataLayer; emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders layer={layer}>{children}</AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
