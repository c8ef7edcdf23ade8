import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';

/** How often an open page asks whether a new version is out (a parent may keep the app open for days). */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new service worker only when a page is loaded; an installed app left
 * open would never hear of a new version. So the page asks too: every hour, and whenever the
 * parent comes back to it (the tab or the app shown again).
 */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker (from here rather than an inline script, which the CSP forbids) and,
 * when a new version has been downloaded, asks before switching to it, so the app never changes
 * under a parent in the middle of an order.
 */
/** How long Reload waits for the new worker's own reload before reloading the page itself. */
const RELOAD_FALLBACK_MS = 3000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });

  const { t } = useTranslation();
  const reload = () => {
    void updateServiceWorker(true);
    // The new worker takes over and the page reloads on its 'controlling'; when that event never comes
    // (the worker had already taken over, as a CI run once saw), Reload must still show the new version.
    window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  };
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('shell.newVersion')}
      slotProps={{ content: { role: 'status' } }}
      action={
        <Button color="inherit" size="small" onClick={reload} sx={{ color: '#ffcc80', fontWeight: 700 }}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}
