import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseStoredCart } from '@lunchbox/domain/cart-rules';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { cartStore, type CartRefusal } from './cart-store.ts';

export interface Cart {
  /** The saved cart's items; entries that are not valid cart items are left out. */
  items: CartItem[];
  /** Replaces the saved cart (and refreshes every screen that shows it). */
  save: (items: readonly CartItem[]) => void;
  clear: () => void;
  /** The lunch the last checkout was refused for, marked in the cart until it is removed. */
  refusal: CartRefusal | null;
}

/** The saved cart of the user (or the guest), for the order form (adds) and the cart screen (shows, pays). */
export function useCart(userId: number | null | undefined): Cart {
  const raw = useSyncExternalStore(cartStore.subscribe, () => cartStore.rawCart(userId));
  const refusal = useSyncExternalStore(cartStore.subscribe, cartStore.refusal);
  const items = useMemo(() => parseStoredCart(raw), [raw]);
  const save = useCallback((next: readonly CartItem[]) => cartStore.save(userId, next), [userId]);
  const clear = useCallback(() => cartStore.clear(userId), [userId]);
  return { items, save, clear, refusal };
}
