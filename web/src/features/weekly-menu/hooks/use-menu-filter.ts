import { useCallback, useState } from 'react';
import { NO_MENU_FILTER, readMenuFilter, type MenuFilter } from '@lunchbox/domain/allergens';

/** Where the weekly-menu filter is kept: this browser's local storage, so it is there on the parent's next visit. */
export const MENU_FILTER_STORAGE_KEY = 'lunchbox.menu-filter';

function readSaved(): MenuFilter {
  try {
    const saved = window.localStorage.getItem(MENU_FILTER_STORAGE_KEY);
    return saved ? readMenuFilter(JSON.parse(saved)) : NO_MENU_FILTER;
  } catch {
    // Storage blocked or the value unreadable: start without a filter rather than fail the menu.
    return NO_MENU_FILTER;
  }
}

/** The parent's "hide items with …" and "only …" choices, kept in local storage. */
export function useMenuFilter() {
  const [filter, setFilter] = useState<MenuFilter>(readSaved);
  const change = useCallback((next: MenuFilter) => {
    setFilter(next);
    try {
      window.localStorage.setItem(MENU_FILTER_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not kept (private mode, full storage): the filter still applies on this visit.
    }
  }, []);
  return { filter, setFilter: change };
}
