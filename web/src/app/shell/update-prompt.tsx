import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The bar and its MUI parts come only with a new version: most visits never show it.
const UpdateSnackbar = lazy(async () => ({ default: (await import('./update-snackbar.tsx')).UpdateSnackbar }));

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

  const reload = () => {
    void updateServiceWorker(true);
    // The new worker takes over and the page reloads on its 'controlling'; when that event never comes
    // (the worker had already taken over, as a CI run once saw), Reload must still show the new version.
    window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  };
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar onReload={reload} />
    </Suspense>
  );
}
