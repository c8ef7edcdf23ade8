import './zod-config.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import type { ApolloClient } from '@apollo/client';
import { CURRENT_USER_QUERY, expectSession } from '../lib/current-user.ts';
import { dropFirstAnswers } from '../lib/early-answers.ts';
import { preloadsSettled } from '../lib/preloadable.tsx';
import { seedStartedAnswers } from '../lib/started-answer.ts';
import type { DataLayer } from '../lib/data-layer.ts';
import { LightClient } from '../lib/light-client.ts';
import { lightLayer } from '../lib/light-data-layer.tsx';
import { currentLanguage, loadI18n } from '../lib/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../lib/language-storage.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { DrawnForPhone } from '../ui/drawn-for-phone.ts';
import { prepareLiveRegions } from '../ui/live-region.ts';
import { AppRoot } from './app-root.tsx';
import { AppBrowserRouter } from './browser-router.tsx';
import { firstScreenShown } from './first-screen-shown.tsx';
import { nextTask } from './next-task.ts';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY, PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, UNTIL_APP_ATTRIBUTE } from './prerendered-page.ts';
import { AppRoutes, loadFirstScreen, loadSignedInFirstScreen } from './router.tsx';
import { dayIn, DRAWN_SIGNED_IN_ATTRIBUTE, LAID_OUT_BY_WIDTH, SIGNED_IN_ANSWERS_ID, WIDE_SCREEN, type SignedInAnswers } from './signed-in-page.ts';
import { idleMoment } from '../lib/idle-moment.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

prepareLiveRegions();

// Keyed as in the prerender, and told which rules the drawn page's style tag holds already (prerendered-page.ts).
const emotionCache = createCache({ key: EMOTION_CACHE_KEY });
for (const tag of document.querySelectorAll(`style[${DRAWN_STYLES_ATTRIBUTE}]`)) {
  for (const name of tag.getAttribute(DRAWN_STYLES_ATTRIBUTE)!.split(' ')) emotionCache.inserted[name] = true;
}

/** A stored value, or null where the browser keeps no storage for the page. */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Resolves once the browser is idle after the first screen is shown. React adopts the page a Suspense
 * boundary at a time, in a transition, and the first screen's effect can run before the boundaries
 * inside it (the dashboard's tabs) are adopted: a click there then found no handler and was lost.
 * By the first idle moment the adoption's queued work is done.
 */
function adoptionSettled(): Promise<void> {
  return idleMoment(1000);
}

/** The controls the prerender disabled (prerender.tsx), live now that React handles them. */
function enableDrawnControls(): void {
  for (const control of container!.querySelectorAll(`[${UNTIL_APP_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(UNTIL_APP_ATTRIBUTE);
  }
  // A disabled field cannot take the focus its `autoFocus` asked for (the sign-in form's username): it takes it now,
  // unless the visitor has put the focus somewhere already.
  if (document.activeElement === null || document.activeElement === document.body) container!.querySelector<HTMLElement>('[autofocus]')?.focus();
}

/** The operations the drawn page was drawn with (prerender.tsx), whose answers React needs to adopt it. */
const DRAWN_WITH = new Set(['SchoolSettings', 'CurrentUser']);

/**
 * The light client of a signed-out first page (data-layer.ts). Answers to every query but those the
 * page was drawn with reach its cache only once the first screen is shown (they are asked for at once
 * all the same): React must adopt the page drawn without them before it draws them. Each in a task
 * of its own: the screens it redraws do so at once.
 */
function lightClientForDrawnPage(): LightClient {
  return new LightClient({ answerAfter: (operationName) => (DRAWN_WITH.has(operationName) ? undefined : firstScreenShown.then(nextTask)) });
}

/** Apollo Client's layer, in a chunk of its own (main.tsx starts it downloading with the app where it is wanted). */
async function apolloLayer(): Promise<DataLayer> {
  const { apolloLayer: layer } = await import('../lib/apollo-data-layer.tsx');
  return layer();
}

/**
 * The signed-out page is on screen already (drawn at build time, see prerendered-page.ts). React
 * adopts it (hydrates) rather than drawing it again, once its first render gives the same markup:
 * with the settings, the session ("nobody") and the screen's code at hand, as the build had them.
 * The screen's own data (the menu) is asked for meanwhile but not waited for: the page was drawn
 * loading it, so React adopts the loading state and shows the data when it comes. A signed-out
 * visitor's page runs on the light client (data-layer.ts): Apollo Client comes when they sign in.
 */
async function takeOverDrawnPage(drawnFor: string): Promise<void> {
  // A guarded page is drawn as the sign-in screen its guard leads to (the cart): go there as the guard would, in place.
  const here = window.location.pathname + window.location.search;
  if (drawnFor !== '' && drawnFor !== here) window.history.replaceState(window.history.state, '', drawnFor + window.location.hash);
  const client = lightClientForDrawnPage();
  const light = lightLayer(client);
  void firstScreenShown.then(adoptionSettled).then(enableDrawnControls);
  // Asking prepares each query's document, and the languages start: each step in a task of its own
  // after this module's start-up, so that none keeps a tap waiting for long. All are asked at once.
  const ready: Array<Promise<unknown>> = [];
  const askSession = () => client.query({ query: CURRENT_USER_QUERY });
  const steps: Array<() => unknown> = [
    () => client.query({ query: SCHOOL_SETTINGS_QUERY }),
    askSession,
    () => loadFirstScreen(window.location, light.client),
    // The browser opens the page's storage on its first use, a long wait on a phone: here rather than in the language's set-up.
    () => readStorage(LANGUAGE_STORAGE_KEY),
    () => loadI18n(),
  ];
  for (const step of steps) {
    await nextTask();
    ready.push(Promise.resolve(step()));
  }
  const [, session] = await Promise.allSettled(ready);
  await nextTask();
  // Signed in after all (the page was drawn for a visitor who is not): the signed-in app, drawn anew, on Apollo Client.
  const me = session?.status === 'fulfilled' ? (session.value as Awaited<ReturnType<typeof askSession>>).data.me : null;
  if (me) {
    renderApp(await light.startSession(me));
    return;
  }
  // The page was drawn in English: a visitor reading another language gets it drawn anew in theirs.
  if (currentLanguage() !== 'en') {
    renderApp(light);
    return;
  }
  // A transition: React adopts the page in slices and lets the browser answer in between, where one long task would keep a phone's taps waiting.
  startTransition(() => {
    hydrateRoot(
      container!,
      <AppRoot layer={light} emotionCache={emotionCache}>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
      </AppRoot>,
    );
  });
}

/**
 * index.html's visitor has a session (prerendered-page.ts): the session, the first screen's code and
 * its data are asked for at once, as soon as Apollo Client is here, rather than each once the one
 * before has answered (the screens' own queries then read these answers). Resolves once the settings
 * and the session have answered.
 */
async function askFirstScreen(layer: DataLayer): Promise<DataLayer> {
  const here = window.location.pathname;
  // The answers the entry asked for (early-answers.ts) serve the first screen only: a later query asks the server.
  void firstScreenShown.then(dropFirstAnswers);
  if (navigator.serviceWorker?.controller == null && Object.values(PRERENDERED_PAGES).includes(here)) expectSession();
  // The settings first: every screen waits for them (school-settings-gate.tsx). Each in a task of its own:
  // Apollo Client prepares a query's document (its __typename fields, its printed text) the first time it is asked.
  const answers: Array<Promise<unknown>> = [];
  for (const query of [SCHOOL_SETTINGS_QUERY, CURRENT_USER_QUERY]) {
    answers.push(layer.client.query({ query }));
    await nextTask();
  }
  void loadSignedInFirstScreen(window.location, layer.client).catch(() => undefined);
  // The first render waits for these answers (or their failures), which every screen waits for anyway: drawn from
  // the cache, the page is drawn once, in a transition (in slices). Drawn before, it would be drawn again when they
  // came, in one long task: a query's answer redraws the screens reading it synchronously.
  await Promise.allSettled(answers);
  return layer;
}

/**
 * Whether the browser's clock is on the day the server drew the page for (at the schools): the
 * screens' dates ("today", the week shown) are drawn by the day. Another day: the browser draws the page anew.
 */
function sameDayAsDrawn(answers: SignedInAnswers): boolean {
  try {
    return dayIn(answers.timeZone, Date.now()) === dayIn(answers.timeZone, answers.now);
  } catch {
    return false;
  }
}

/** The answers a page drawn for a signed-in visitor was drawn with (signed-in-page.ts), or null when unreadable. */
function drawnAnswers(): SignedInAnswers | null {
  try {
    return JSON.parse(document.getElementById(SIGNED_IN_ANSWERS_ID)?.textContent ?? 'null') as SignedInAnswers | null;
  } catch {
    return null;
  }
}

/**
 * The page was drawn by the server for this signed-in visitor, with their data (signed-in-page.ts).
 * React adopts it (hydrates) once its first render gives the same markup: Apollo Client holding the
 * answers it was drawn with, the screen's code at hand, the page in English, and the browser's clock
 * on the server's day. Otherwise (another language, a clock on another day, a layout for another screen
 * width, an unreadable record) the page is drawn anew, as for index.html.
 */
async function takeOverSignedInPage(): Promise<void> {
  const [layer] = await Promise.all([apolloLayer(), readStorage(LANGUAGE_STORAGE_KEY), loadI18n()]);
  const answers = drawnAnswers();
  const here = window.location.pathname + window.location.search;
  const narrowWindow = !window.matchMedia(WIDE_SCREEN).matches;
  const otherLayout = LAID_OUT_BY_WIDTH.has(window.location.pathname) && answers?.narrowLayout !== narrowWindow;
  if (!answers || answers.address !== here || currentLanguage() !== 'en' || !sameDayAsDrawn(answers) || otherLayout) {
    renderApp(await askFirstScreen(layer));
    return;
  }
  (layer.client as ApolloClient).cache.restore(answers.cache);
  seedStartedAnswers(layer.client, answers.started);
  void firstScreenShown.then(adoptionSettled).then(enableDrawnControls);
  // The screen's code (its data is in the cache): the first render must not wait for it behind a Suspense fallback the server did not draw.
  await loadSignedInFirstScreen(window.location, layer.client).catch(() => undefined);
  // And the code its screen started fetching as it loaded (the dashboard's tabs and the tab shown), which the page was drawn with.
  await preloadsSettled();
  await nextTask();
  // A transition: React adopts the page in slices and lets the browser answer in between.
  startTransition(() => {
    hydrateRoot(
      container!,
      <AppRoot layer={layer} emotionCache={emotionCache}>
        <DrawnForPhone value={answers.narrowLayout}>
          <AppBrowserRouter>
            <AppRoutes />
          </AppBrowserRouter>
        </DrawnForPhone>
      </AppRoot>,
    );
  });
}

function renderApp(layer: DataLayer): void {
  startTransition(() => {
    createRoot(container!).render(
      <AppRoot layer={layer} emotionCache={emotionCache}>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
      </AppRoot>,
    );
  });
}

async function start(): Promise<void> {
  // In a task after this module's start-up (its imports' too), which is long enough already.
  await nextTask();
  // One client for the page's lifetime, until a sign-in (created outside React, so StrictMode cannot make two).
  const drawnFor = container!.getAttribute(PRERENDERED_ATTRIBUTE);
  if (container!.hasAttribute(DRAWN_SIGNED_IN_ATTRIBUTE)) await takeOverSignedInPage();
  // Every screen's texts come from the catalogues, which load in a chunk of their own (see loadI18n).
  else if (drawnFor === null) await Promise.all([apolloLayer().then(askFirstScreen), loadI18n()]).then(([layer]) => renderApp(layer));
  else await takeOverDrawnPage(drawnFor);
}

void start();
