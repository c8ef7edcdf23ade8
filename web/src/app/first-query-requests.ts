import { createApolloClient } from '../lib/apollo-client.ts';
import { CURRENT_USER_QUERY } from '../lib/current-user.ts';
import type { DataClient } from '../lib/data-layer.ts';
import { firstScreenKey, type FirstQueries } from '../lib/early-answers.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { MY_ORDERS_TABS } from '../features/ordering/types/my-orders-tab.ts';
import { loadSignedInFirstScreen, routePaths, type FirstScreenAddress } from './router.tsx';

/**
 * Run by the build (first-queries-plugin.ts), not in the browser: the requests the app makes as it
 * starts on index.html (main-app.tsx's askFirstScreen: the settings, the session, and what the first
 * screen at each path and tab asks for, router.tsx's loadSignedInFirstScreen), recorded from the app's
 * own Apollo Client and loaders, so that the entry sends exactly what Apollo Client then takes over
 * (lib/early-answers.ts) and nothing is kept in step by hand. Recorded without a session or any
 * answer, so the record holds nothing of any visitor's.
 */

/**
 * Long enough without a new request for a loader's last query (each is asked in a task of its own) to
 * have been asked; each path waits this long at every build. A query the record misses is merely not
 * sent early: the app asks it itself.
 */
const QUIET_MS = 300;
const AT_MOST_MS = 20_000;

/** The pages whose first screen asks for other data on another tab (the address's `tab`): each tab is recorded too. */
const TABS: Record<string, readonly string[]> = { '/my-orders': MY_ORDERS_TABS };

interface Recorder {
  client: DataClient;
  urls: string[];
  init: RequestInit | undefined;
}

function recorder(): Recorder {
  const recorded: Recorder = { client: undefined as unknown as DataClient, urls: [], init: undefined };
  recorded.client = createApolloClient({
    fetch: (input, init) => {
      recorded.urls.push(String(input));
      recorded.init = init;
      // Never answered: only the request is wanted.
      return new Promise<Response>(() => undefined);
    },
  });
  return recorded;
}

async function untilQuiet(urls: string[]): Promise<void> {
  const deadline = Date.now() + AT_MOST_MS;
  let seen = -1;
  while (seen !== urls.length && Date.now() < deadline) {
    seen = urls.length;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
}

/**
 * A request whose variables carry a value is left out: a value could be the build's own day, or
 * one day a visitor's. The page asks for it itself, a moment later.
 */
function asksWithoutValues(url: string): boolean {
  const variables = new URL(url, 'http://build.invalid').searchParams.get('variables');
  return variables === null || variables === '{}';
}

/** The requests of the first screen at `at`, but those every page sends. */
async function screenRequests(at: FirstScreenAddress, always: ReadonlySet<string>): Promise<string[]> {
  const screen = recorder();
  // Its code loaded too (or the deadline past), not only its queries asked: nothing of the screen still loads when the build closes its server.
  const loaded = loadSignedInFirstScreen(at, screen.client).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loaded, new Promise((resolve) => (timer = setTimeout(resolve, AT_MOST_MS)))]);
  clearTimeout(timer);
  await untilQuiet(screen.urls);
  return [...new Set(screen.urls)].filter((url) => !always.has(url) && asksWithoutValues(url));
}

const sameRequests = (one: readonly string[], other: readonly string[]) => one.length === other.length && one.every((url, index) => url === other[index]);

export async function firstQueryRequests(): Promise<FirstQueries> {
  const everyPage = recorder();
  for (const query of [SCHOOL_SETTINGS_QUERY, CURRENT_USER_QUERY]) void everyPage.client.query({ query }).catch(() => undefined);
  await untilQuiet(everyPage.urls);
  if (everyPage.urls.length !== 2 || !everyPage.init) throw new Error(`expected the settings' and the session's requests, recorded ${everyPage.urls.length}`);
  const always = new Set(everyPage.urls);
  const byScreen: Record<string, string[]> = {};
  for (const pathname of routePaths()) {
    const own = await screenRequests({ pathname, search: '' }, always);
    if (own.length > 0) byScreen[pathname] = own;
    // A tab that asks for what its path asks is not written: the entry sends the path's (early-answers.ts).
    for (const tab of TABS[pathname] ?? []) {
      const tabs = await screenRequests({ pathname, search: `?tab=${tab}` }, always);
      if (!sameRequests(tabs, own)) byScreen[firstScreenKey(pathname, tab)] = tabs;
    }
  }
  const { method, headers, credentials } = everyPage.init;
  return { init: { method, headers: headers as Record<string, string>, credentials }, always: [...always], byScreen };
}
