import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The bar and its MUI parts come only with a new version: most visits never show it.
const UpdateSnackbar = lazy(async () => ({ default: (await import('./update-snackbar.tsx')).UpdateSnackbar }));

/** How long Reload waits for the new worker's own reload before reloading the page itself. */
const RELOAD_FALLBACK_MS = 3000;

/**
 * When a new version has been downloaded, asks before switching to it, so the app never changes
 * under a parent in the middle of an order (service-worker-updates.tsx mounts it, and looks for
 * new versions).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

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
