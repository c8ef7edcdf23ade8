import type { WindowListItemProps } from '../../../ui/window-list.tsx';

/**
 * Whether a list item's `itemProps` place it as before: the list makes new ones on each of its
 * renders (as it measures its rows and as the page scrolls), and an item memoised on them would be
 * drawn again each time all the same.
 */
export function samePlace(before: WindowListItemProps, after: WindowListItemProps): boolean {
  return (
    before.ref === after.ref &&
    before['data-index'] === after['data-index'] &&
    before['aria-setsize'] === after['aria-setsize'] &&
    before['aria-posinset'] === after['aria-posinset']
  );
}
