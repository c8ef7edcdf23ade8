import { Outlet, useLocation } from 'react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';
import { AfterFirstScreen } from '../first-screen-shown.tsx';
import { AppHeader } from './app-header.tsx';
import { usePageMeta, type HandlesAt } from './page-meta.ts';
import { SchoolSettingsGate } from './school-settings-gate.tsx';

// The service worker and its update prompt come after the page, never in the way of its first paint.
const ServiceWorkerUpdates = lazy(async () => ({ default: (await import('./service-worker-updates.tsx')).ServiceWorkerUpdates }));

const MAIN_ID = 'main-content';

/**
 * After moving to another page, the focus goes to its heading (once the page has loaded), as a
 * full page load would start from the top: unless the person has already put it somewhere.
 */
function focusHeadingWhenShown(): () => void {
  const deadline = Date.now() + 5000;
  let frame = 0;
  const look = () => {
    const main = document.getElementById(MAIN_ID);
    const heading = main?.querySelector<HTMLElement>('h1');
    const active = document.activeElement;
    if (active && active !== document.body && main?.contains(active)) return;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() < deadline) frame = window.requestAnimationFrame(look);
  };
  frame = window.requestAnimationFrame(look);
  return () => window.cancelAnimationFrame(frame);
}

/** Every screen: a skip link, the header, the page (loaded with its route), a footer; `handlesAt` says the page's title. */
export function AppShell({ handlesAt }: { handlesAt: HandlesAt }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta(handlesAt);
  const firstPage = useRef<string | null>(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current === pathname) return;
    firstPage.current = null;
    return focusHeadingWhenShown();
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${MAIN_ID}`}
        component="a"
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToMain')}
      </Link>
      <AppHeader />
      {/* At least a screen high: the footer starts below the fold, so a page filling in never pushes it into view. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}>
        <Suspense fallback={<LoadingSpinner label={t('shell.loading')} minHeight="60vh" />}>
          <SchoolSettingsGate>
            <Outlet />
          </SchoolSettingsGate>
        </Suspense>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 4 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            © {new Date().getFullYear()} Lunchbox · {t('shell.footer')}
          </Typography>
        </Container>
      </Box>
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
      </AfterFirstScreen>
    </Box>
  );
}
