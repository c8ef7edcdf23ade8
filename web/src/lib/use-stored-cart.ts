import { useCallback, useEffect, useState } from 'react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { CART_UPDATED_EVENT, cartStorageKey, clearCart, readCart, writeCart } from './cart-storage.ts';

export interface StoredCart {
  items: CartItem[];
  /** Replaces the saved cart (and refreshes every screen that shows it). */
  save: (items: readonly CartItem[]) => void;
  clear: () => void;
}

/**
 * The saved cart of the user (or the guest), kept current on the 'cart-updated' event and on
 * changes made in other tabs. Shared by the order form (adds) and the cart screen (shows, pays).
 */
export function useStoredCart(userId: number | null | undefined): StoredCart {
  const [items, setItems] = useState<CartItem[]>(() => readCart(userId));

  useEffect(() => {
    const refresh = () => setItems(readCart(userId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === cartStorageKey(userId)) refresh();
    };
    refresh();
    window.addEventListener(CART_UPDATED_EVENT, refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, [userId]);

  const save = useCallback((next: readonly CartItem[]) => writeCart(userId, next), [userId]);
  const clear = useCallback(() => clearCart(userId), [userId]);
  return { items, save, clear };
}
