import type { CartLunchWarning } from '@lunchbox/domain/allergens';
import type { CartItem } from '@lunchbox/domain/order-schemas';

/**
 * The cart the order form and Repeat last week add to. It is the cart feature's cart, handed in by
 * the app's /my-orders route (app/routes/my-orders-route.tsx): features never import each other.
 */
export interface OrderCart {
  /** The saved cart's items. */
  items: CartItem[];
  /** Replaces the saved cart (and refreshes every screen that shows it). */
  save: (items: readonly CartItem[]) => void;
  /**
   * Ordering's check of lunches before they go into the cart (checkCartLunches): throws the
   * ALLERGEN_CONFLICT refusal, answers the diet warnings.
   */
  checkLunches: (items: readonly CartItem[]) => Promise<CartLunchWarning[]>;
}
