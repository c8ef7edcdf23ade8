import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import type { CartItem } from '@lunchbox/domain/order-schemas';

/** The lunch the server refused at checkout, and the spec's message for it. */
export interface CartRefusal {
  cartItemId: string;
  message: string;
}

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartStore {
  subscribe(listener: () => void): () => void;
  /** The saved cart as stored (JSON text), or null; screens parse it with the domain's rules. */
  rawCart(userId: number | null | undefined): string | null;
  /** How many entries the saved cart holds (the header's badge); unreadable counts as empty. */
  count(userId: number | null | undefined): number;
  /** Replaces the saved cart; a refusal whose lunch is no longer in it is forgotten. */
  save(userId: number | null | undefined, items: readonly { id: string }[]): void;
  /** Removes the saved cart (after payment, or Clear Cart). */
  clear(userId: number | null | undefined): void;
  refusal(): CartRefusal | null;
  /** Marks the lunch a checkout was refused for (null: none is marked any more). */
  markRefused(refusal: CartRefusal | null): void;
}

/**
 * The one home of the browser cart (spec section 3): kept in storage under the user's key
 * ('cart_42', or 'cart_guest'), plus the lunch a checkout was refused for. Every screen reads and
 * changes the cart through it and hears every change, in this tab and (through the storage event)
 * in others. It holds no schemas, so the header's badge loads without them: the screens that show
 * the items hand useCart the domain's parser.
 */
export function createCartStore(storage: () => CartStorage): CartStore {
  const listeners = new Set<() => void>();
  let refusal: CartRefusal | null = null;
  const emit = () => listeners.forEach((listener) => listener());
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('cart_')) emit();
  };

  const rawCart = (userId: number | null | undefined): string | null => {
    try {
      return storage().getItem(cartStorageKey(userId));
    } catch {
      // Storage can be unavailable (privacy settings): an empty cart is the honest answer.
      return null;
    }
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onOtherTab);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onOtherTab);
      };
    },
    rawCart,
    count(userId) {
      try {
        const entries: unknown = JSON.parse(rawCart(userId) ?? '[]');
        return Array.isArray(entries) ? entries.length : 0;
      } catch {
        return 0;
      }
    },
    save(userId, items) {
      storage().setItem(cartStorageKey(userId), JSON.stringify(items));
      if (refusal && !items.some((item) => item.id === refusal?.cartItemId)) refusal = null;
      emit();
    },
    clear(userId) {
      storage().removeItem(cartStorageKey(userId));
      refusal = null;
      emit();
    },
    refusal: () => refusal,
    markRefused(next) {
      refusal = next;
      emit();
    },
  };
}

/** The browser's cart, in localStorage. */
export const cartStore = createCartStore(() => window.localStorage);

/** The number of entries in the saved cart, for the header's badge on every page. */
export function useCartCount(userId: number | null | undefined): number {
  // The pages drawn at build time (app/prerender.tsx) show an empty cart; the browser then reads its own.
  return useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.count(userId),
    () => 0,
  );
}

export interface Cart {
  /** The saved cart's items; entries that are not valid cart items are left out. */
  items: CartItem[];
  /**
   * False while the page drawn on the server (app/signed-in-render.tsx), which cannot read the browser's
   * storage, is drawn or adopted: the items are not known yet (none are given), and the browser reads them next.
   */
  read: boolean;
  /** Replaces the saved cart (and refreshes every screen that shows it). */
  save: (items: readonly CartItem[]) => void;
  clear: () => void;
  /** The lunch the last checkout was refused for, marked in the cart until it is removed. */
  refusal: CartRefusal | null;
}

/**
 * The saved cart of the user (or the guest), for the order form (adds) and the cart screen (shows,
 * pays). `parse` is the domain's parseStoredCart: passed in rather than imported, so that this
 * module, which the header's badge loads on every page, does not bring the schemas (zod) with it.
 */
export function useCart(userId: number | null | undefined, parse: (raw: string | null) => CartItem[]): Cart {
  // A page drawn on the server (app/signed-in-render.tsx) has not read the cart (undefined); the browser then reads its own.
  const raw = useSyncExternalStore<string | null | undefined>(
    cartStore.subscribe,
    () => cartStore.rawCart(userId),
    () => undefined,
  );
  const refusal = useSyncExternalStore(cartStore.subscribe, cartStore.refusal, () => null);
  const items = useMemo(() => parse(raw ?? null), [raw, parse]);
  const save = useCallback((next: readonly CartItem[]) => cartStore.save(userId, next), [userId]);
  const clear = useCallback(() => cartStore.clear(userId), [userId]);
  return { items, read: raw !== undefined, save, clear, refusal };
}
