import { lazy, Suspense, useEffect, useState } from 'react';

// Workbox's window library and the prompt come only when there is a version to watch: a first visit never loads them.
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));

/** The worker vite-plugin-pwa builds (vite.config.ts), over the whole app. */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/** How often an open page asks whether a new version is out (a parent may keep the app open for days). */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new service worker only when a page is loaded; an installed app left
 * open would never hear of a new version. So the page asks too: every hour, and whenever the
 * parent comes back to it (the tab or the app shown again).
 */
function checkForUpdates(registration: ServiceWorkerRegistration): () => void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Calls `found` once a new version has been installed beside the one in use, and waits to take over. */
function whenUpdateWaits(registration: ServiceWorkerRegistration, found: () => void): () => void {
  const onUpdateFound = () => {
    const installing = registration.installing;
    // The very first install has no version in use: nothing to offer.
    if (!installing || !registration.active) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') found();
    });
  };
  registration.addEventListener('updatefound', onUpdateFound);
  return () => registration.removeEventListener('updatefound', onUpdateFound);
}

/**
 * Registers the service worker (from here rather than an inline script, which the CSP forbids),
 * and looks for new versions. The update prompt (update-prompt.tsx), with Workbox's window
 * library, is mounted where there is a version to replace: at once on a page the worker controls
 * (it finds a version that waits already, or one found later), and on a first visit's page once a
 * new version waits, which it then finds.
 */
export function ServiceWorkerUpdates() {
  const [watching, setWatching] = useState(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let stop: Array<() => void> = [];
    let live = true;
    navigator.serviceWorker.register(WORKER_URL, { scope: import.meta.env.BASE_URL }).then(
      (registration) => {
        if (!live) return;
        stop = [checkForUpdates(registration), whenUpdateWaits(registration, () => setWatching(true))];
        if (registration.waiting && registration.active) setWatching(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop.forEach((end) => end());
    };
  }, []);
  if (!watching) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
