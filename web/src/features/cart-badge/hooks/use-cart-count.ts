import { useEffect, useState } from 'react';
import { CART_UPDATED_EVENT, cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import { readCartCount } from '../../../lib/cart-count.ts';

/**
 * The number of entries in the browser cart of the given user (or the guest cart),
 * kept current on the 'cart-updated' event and on changes made in other tabs.
 */
export function useCartCount(userId: number | null): number {
  const [count, setCount] = useState(() => readCartCount(userId));

  useEffect(() => {
    const refresh = () => setCount(readCartCount(userId));
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

  return count;
}
