import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { AdminUser } from '../api/admin-users.ts';

/**
 * Users a page of the table shows: a school's 2,000 users in pages keep each render to a screenful
 * of rows (10 on a phone's screen; each row is some 40 MUI components to style, so a page of them
 * is what a search costs to show).
 */
export const USERS_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

/** What a user is found by, in lower case: made once per list, not on every key. */
const searchTextOf = (user: AdminUser) => [user.fullName, user.username, user.email, user.phone].filter(Boolean).join(' ').toLocaleLowerCase();

/**
 * The users table's search and page. The table follows the query a moment after the field (a
 * deferred value), so each key shows in the field at once while the rows catch up; a new query
 * goes back to the first page.
 */
export function useUserSearch(users: readonly AdminUser[]) {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPageCount] = useState<number>(USERS_PER_PAGE_CHOICES[0]);
  const deferredQuery = useDeferredValue(query);
  const searchTexts = useMemo(() => users.map(searchTextOf), [users]);
  const found = useMemo(() => {
    const words = deferredQuery.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? users : users.filter((_user, index) => words.every((word) => searchTexts[index]!.includes(word)));
  }, [users, searchTexts, deferredQuery]);
  // A page past the end (after a delete or a narrower search) shows the last one.
  const lastPage = Math.max(0, Math.ceil(found.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  // Kept while only the field changes (the table follows the deferred query), so the table's render is skipped then.
  const shown = useMemo(() => found.slice(shownPage * perPage, (shownPage + 1) * perPage), [found, shownPage, perPage]);
  const setQuery = useCallback((text: string) => {
    setQueryText(text);
    setPage(0);
  }, []);
  const setPerPage = useCallback((count: number) => {
    setPerPageCount(count);
    setPage(0);
  }, []);
  return { query, setQuery, shownQuery: deferredQuery.trim(), found, shown, page: shownPage, setPage, perPage, setPerPage };
}
