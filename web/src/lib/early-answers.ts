/**
 * A signed-in page's first GraphQL queries, sent by the app's small entry (app/main.tsx) the moment
 * it runs, while the browser is still downloading the app's code (Apollo Client, React, the
 * screens): on a slow phone that code takes the best part of a second to arrive and start, and the
 * session's, the settings' and the first screen's answers used to be asked for only then. Apollo
 * Client (apollo-client.ts) takes each answer over instead of asking again.
 *
 * The requests are the very ones Apollo Client would send (the build writes them from the app's own
 * client into index.html, app/first-queries-plugin.ts): same address, same headers, so the server,
 * the service worker and the answers are the same. An answer is taken over once; whatever the page
 * has not taken by the time its first screen is shown is dropped, so that no later query ever reads
 * an answer from the page's start.
 */

/** index.html's <meta> holding the requests (a data block would be an inline <script>, which the CSP forbids). */
export const FIRST_QUERIES_META = 'lunchbox:first-queries';

/**
 * What the build writes into that <meta>: the queries every page asks, and those of each first
 * screen (firstScreenKey). Never anything of a visitor's: recorded at build time, without a session.
 */
export interface FirstQueries {
  /** Apollo Client's request options (its headers, the cookie sent). */
  init: Pick<RequestInit, 'method' | 'credentials'> & { headers: Record<string, string> };
  always: string[];
  /** By path, and by path and tab where a tab's first screen asks for other data (the order form, /my-orders?tab=order). */
  byScreen: Record<string, string[]>;
}

/** The record's name of the first screen at a path with the tab its query string names (null: none). */
export function firstScreenKey(pathname: string, tab: string | null): string {
  return tab === null ? pathname : `${pathname}?tab=${tab}`;
}

const started = new Map<string, Promise<Response>>();

/**
 * Sends the queries index.html lists for every page and for the first screen at this address (none
 * on a page without the list, such as a prerendered one). A tab the record does not name asks what
 * its path asks (/my-orders?tab=history: the history's).
 */
export function startFirstQueries(pathname: string, search = window.location.search): void {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_QUERIES_META}"]`)?.content;
  if (!content) return;
  let queries: FirstQueries;
  try {
    queries = JSON.parse(content) as FirstQueries;
  } catch {
    return;
  }
  const screen = queries.byScreen[firstScreenKey(pathname, new URLSearchParams(search).get('tab'))] ?? queries.byScreen[pathname] ?? [];
  for (const url of [...queries.always, ...screen]) {
    const answer = fetch(url, queries.init);
    // A failure is Apollo's to meet, by asking again itself (fetchTakingFirstAnswers), not an unhandled rejection.
    answer.catch(() => undefined);
    started.set(url, answer);
  }
}

/** Forgets the answers nobody took: a query asked later goes to the server. */
export function dropFirstAnswers(): void {
  started.clear();
}

/**
 * `fetch` for Apollo's HttpLink: a GET already sent by the entry is taken over (once); a request
 * that failed there, or anything else, goes to the network as usual.
 */
export function fetchTakingFirstAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : undefined;
  const early = url !== undefined && (init?.method ?? 'GET') === 'GET' ? started.get(url) : undefined;
  if (!early) return fetch(input, init);
  started.delete(url!);
  return early.catch(() => fetch(input, init));
}
