/**
 * Where the browser keeps a cart and how screens learn that it changed (parent-app.md section 3).
 * Free of schemas: the header's cart badge needs these on every page.
 */
export const GUEST_CART_STORAGE_KEY = 'cart_guest';

/** Local storage key of a user's cart, or of the guest cart: 'cart_42', 'cart_guest'. */
export function cartStorageKey(userId: number | string | null | undefined): string {
  return userId === null || userId === undefined || userId === '' ? GUEST_CART_STORAGE_KEY : `cart_${userId}`;
}

/** The browser event that makes the header's cart count refresh. */
export const CART_UPDATED_EVENT = 'cart-updated';

/** The header badge: the count, or '99+' above 99. */
export function cartBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
