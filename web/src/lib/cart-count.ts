import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';

/**
 * The number of entries in the saved cart (spec section 3), for the header's badge on every page:
 * it only counts, so it loads without the cart's schemas. Anything unreadable counts as empty.
 */
export function readCartCount(userId: number | null | undefined): number {
  try {
    const raw = window.localStorage.getItem(cartStorageKey(userId));
    if (!raw) return 0;
    const entries: unknown = JSON.parse(raw);
    return Array.isArray(entries) ? entries.length : 0;
  } catch {
    return 0;
  }
}
