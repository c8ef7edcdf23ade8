import './zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../lib/apollo-client.ts';
import { CURRENT_USER_QUERY } from '../lib/current-user.ts';
import { loadI18n } from '../lib/i18n.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { prepareLiveRegions } from '../ui/live-region.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page.ts';
import { AppProviders } from './providers.tsx';
import { loadFirstScreen, routes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

prepareLiveRegions();

// One client for the page's lifetime (created outside React, so StrictMode cannot make two).
const client = createApolloClient();
const router = createBrowserRouter(routes);

/**
 * A transition: React draws the first screen in slices and lets the browser answer in between,
 * where one long task would keep a phone's taps waiting.
 */
function renderApp(): void {
  startTransition(() => {
    createRoot(container!).render(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The signed-out page is already on screen (drawn at build time, see prerendered-page.ts). React takes
  // over once it can draw the same page, rather than a spinner in its place: with the settings, the
  // session, the screen's code and its public data at hand.
  void Promise.allSettled([
    client.query({ query: SCHOOL_SETTINGS_QUERY }),
    client.query({ query: CURRENT_USER_QUERY }),
    loadFirstScreen(window.location.pathname, client),
    loadI18n(),
  ]).then(renderApp);
} else {
  // Every screen's texts come from the catalogues, which load beside the entry (see loadI18n).
  void loadI18n().then(renderApp);
}
