/**
 * The browser cart of spec section 3: kept in localStorage under a key derived from the
 * user id, or a guest key. Whoever changes it dispatches CART_UPDATED_EVENT on window.
 */
export const CART_UPDATED_EVENT = 'cart-updated';

const GUEST_CART_KEY = 'lunchbox-cart-guest';

export function cartStorageKey(userId: number | null | undefined): string {
  return userId == null ? GUEST_CART_KEY : `lunchbox-cart-user-${userId}`;
}

/** The number of entries in the saved cart; anything unreadable counts as empty. */
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

export function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}
