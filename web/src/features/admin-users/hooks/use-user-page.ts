import { useCallback, useEffect, useState } from 'react';
import type { DataClient } from '../../../lib/data-layer.ts';
import { startAdminUserPage, useAdminUserPage } from '../api/admin-users.ts';

/**
 * Users a page of the table shows: each row is some 40 MUI components to style, so a page of them
 * is what a search costs to show (10 fit a phone's screen). The identity service allows up to 100.
 */
export const USERS_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

/** How long the search waits after the last key before it asks the server: one request per pause, not per key. */
export const SEARCH_PAUSE_MS = 300;

/** The server's variables of a page: one shape (and order of keys) for the tab and for its first page started ahead, which the tab finds by them. */
const pageVariables = (search: string, page: number, perPage: number) => ({ search, offset: page * perPage, limit: perPage });

/**
 * The tab's first page (no search, the first page, as many users as a page shows at first), asked
 * for as the app starts on the tab (app/routes/admin-tab-data.ts) alongside the tab's code: the
 * gateway draws the tab with it and the browser adopts that, rather than the tab's first render
 * asking for it once the code has come (issue 34: LCP).
 */
export function startFirstUserPage(client: DataClient): Promise<unknown> {
  return startAdminUserPage(client, pageVariables('', 0, USERS_PER_PAGE_CHOICES[0]));
}

/**
 * The users table's search and page, answered by the server a page at a time. The search is set
 * once typing pauses (UserSearchField), and a new search goes back to the first page. While an
 * answer is on its way, the page before stays on screen.
 */
export function useUserPage() {
  const [search, setSearch] = useState('');
  // The page belongs to the search it was turned in: a new search starts at its first page.
  const [position, setPosition] = useState({ search, page: 0 });
  const page = position.search === search ? position.page : 0;
  const [perPage, setPerPageCount] = useState<number>(USERS_PER_PAGE_CHOICES[0]);
  const { page: answer, loading, error, refresh } = useAdminUserPage(pageVariables(search, page, perPage));
  const setPage = useCallback((next: number) => setPosition({ search, page: next }), [search]);
  const found = answer?.found;
  // A page past the end (after a delete) turns to the last one.
  const lastPage = found === undefined ? page : Math.max(0, Math.ceil(found / perPage) - 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  const setPerPage = useCallback(
    (count: number) => {
      setPerPageCount(count);
      setPage(0);
    },
    [setPage],
  );
  return { search, setSearch, page, setPage, perPage, setPerPage, answer, loading, error, refresh };
}
