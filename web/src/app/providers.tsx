import { Suspense, useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DataLayerProvider, type DataLayer } from '../lib/data-layer.ts';
import { firstToastAsked, Toaster } from '../ui/toast.tsx';
import { theme, TOASTS_BELOW_HEADER } from './theme.ts';

/**
 * The toasts, mounted when the first is asked for (it waits for them): never before, so that a
 * visit showing none downloads none of their code. Drawn as nothing until then, as the prerender drew it.
 */
function ToasterWhenAsked() {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let live = true;
    void firstToastAsked.then(() => live && setAsked(true));
    return () => {
      live = false;
    };
  }, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster containerClassName={TOASTS_BELOW_HEADER} />
    </Suspense>
  );
}

/** The theme, the data layer (data-layer.ts), and the toasts (below the sticky header, so that they never cover the cart or the account menu). */
export function AppProviders({ layer, children }: { layer: DataLayer; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DataLayerProvider layer={layer}>{children}</DataLayerProvider>
      <ToasterWhenAsked />
    </ThemeProvider>
  );
}
