import { parseStoredCart } from '@lunchbox/domain/cart-rules';
import { CART_UPDATED_EVENT, cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import type { CartItem } from '@lunchbox/domain/order-schemas';

/**
 * The browser cart of spec section 3: kept in localStorage under a key derived from the user id
 * ('cart_42'), or the guest key ('cart_guest'); the key and the event name are the domain's.
 * Whoever changes it dispatches CART_UPDATED_EVENT on window (writeCart and clearCart do).
 */
export { CART_UPDATED_EVENT, cartStorageKey };

export function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** The saved cart's items; entries that are not valid cart items are left out. */
export function readCart(userId: number | null | undefined): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(cartStorageKey(userId)));
  } catch {
    // Storage can be unavailable (privacy settings): an empty cart is the honest answer.
    return [];
  }
}

/** Saves the cart and tells the header (and other screens) it changed. */
export function writeCart(userId: number | null | undefined, items: readonly CartItem[]): void {
  window.localStorage.setItem(cartStorageKey(userId), JSON.stringify(items));
  notifyCartUpdated();
}

/** Removes the saved cart (after payment, or Clear Cart). */
export function clearCart(userId: number | null | undefined): void {
  window.localStorage.removeItem(cartStorageKey(userId));
  notifyCartUpdated();
}
