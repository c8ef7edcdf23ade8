import type { NormalizedCacheObject } from '@apollo/client';
import { matchRoutes, MemoryRouter } from 'react-router';
import { apolloLayer } from '../lib/apollo-data-layer.tsx';
import { createApolloClient } from '../lib/apollo-client.ts';
import { CURRENT_USER_QUERY } from '../lib/current-user.ts';
import { loadI18n } from '../lib/i18n.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { settledStartedAnswers } from '../lib/started-answer.ts';
import { AppRoot } from './app-root.tsx';
import { disableControlsUntilApp, drawingStyles, drawToHtml } from './draw-page.tsx';
import { loadSignedInFirstScreen, AppRoutes, routes } from './router.tsx';
import { atTime } from './server-clock.ts';
import { pageMetaOf } from './shell/page-meta.ts';
import { DrawnForPhone } from '../ui/drawn-for-phone.ts';
import { DRAWN_SIGNED_IN_PATHS, type SignedInAnswers } from './signed-in-page.ts';

/**
 * Run by the gateway (built by Vite's SSR build into web/dist-server, see signed-in-page.ts): a
 * signed-in visitor's first screen drawn at request time with their data, so that a phone paints it
 * from the HTML; the browser adopts it (main-app.tsx). Everything that holds an answer is made for
 * this one request (the Apollo Client, its started answers, the emotion cache): the process draws
 * many visitors' pages, one visitor's data must never reach another's.
 */

export interface SignedInRenderRequest {
  /** The page's path and query string. */
  address: string;
  /** Sends the app's GraphQL requests (to a relative /graphql address) with the visitor's session. */
  fetch: typeof globalThis.fetch;
  /** The servers' clock (epoch ms): what the screens' "now" is, as the browser's (which runs at the same). */
  now: number;
  /** The browser says it is a phone (its client hints or user agent): a page laid out by the width is drawn in its narrow layout. */
  phone: boolean;
}

export interface SignedInPage {
  /** The content of #root. */
  html: string;
  styleTags: string;
  title: string;
  description: string;
  /** What the browser needs to draw the same page (SignedInAnswers), as JSON. */
  answers: string;
}

/** Resolves after `quietMs` without a request under way: the loaders ask each query in a task of its own. */
async function untilQuiet(pending: () => number, quietMs = 5): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    quiet = pending() === 0 ? quiet + 1 : 0;
  }
}

/** The page at `address` drawn for the visitor whose session `fetch` carries; null when there is no session (the browser draws it itself). */
export function renderSignedInPage({ address, fetch, now, phone }: SignedInRenderRequest): Promise<SignedInPage | null> {
  return atTime(now, async () => {
    const url = new URL(address, 'http://page.invalid');
    if (!DRAWN_SIGNED_IN_PATHS.has(url.pathname)) return null;
    let underWay = 0;
    const client = createApolloClient({
      fetch: async (input, init) => {
        underWay += 1;
        try {
          return await fetch(input, init);
        } finally {
          underWay -= 1;
        }
      },
    });
    // The first frames are English (the browser draws another language anew, main-app.tsx).
    const [i18n, settings, session] = await Promise.all([
      loadI18n({ language: 'en' }),
      client.query({ query: SCHOOL_SETTINGS_QUERY }),
      client.query({ query: CURRENT_USER_QUERY }),
    ]);
    if (!session.data?.me || !settings.data) return null;
    await loadSignedInFirstScreen({ pathname: url.pathname, search: url.search }, client, { withData: true });
    await untilQuiet(() => underWay);
    const styles = drawingStyles();
    const html = disableControlsUntilApp(
      await drawToHtml(
        <AppRoot layer={apolloLayer(client)} emotionCache={styles.cache}>
          <DrawnForPhone value={phone}>
            <MemoryRouter initialEntries={[url.pathname + url.search]}>
              <AppRoutes />
            </MemoryRouter>
          </DrawnForPhone>
        </AppRoot>,
      ),
    );
    const meta = pageMetaOf(matchRoutes(routes, url.pathname)?.map(({ route }) => route.handle as unknown) ?? [], i18n.getFixedT('en'));
    if (!meta) return null;
    const answers: SignedInAnswers = {
      address: url.pathname + url.search,
      now,
      timeZone: settings.data.schoolSettings.timeZone,
      cache: client.extract() as NormalizedCacheObject,
      started: settledStartedAnswers(client),
      narrowLayout: phone,
    };
    client.stop();
    return { html, styleTags: styles.tagsFor(html), title: meta.title, description: meta.description, answers: JSON.stringify(answers) };
  });
}
