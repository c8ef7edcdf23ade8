import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { parseStoredCart } from '@lunchbox/domain/order-cart';
import { useCheckCartLunches } from '../../features/cart/api/check-cart-lunches.ts';
import { useCart } from '../../features/cart/stores/cart-store.ts';
import { MyOrdersScreen } from '../../features/ordering/components/my-orders-screen.tsx';
import { myOrdersTabOf } from '../../features/ordering/types/my-orders-tab.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

/** The history tab does not show the cart: checking every saved lunch against the schemas there only delayed its list (issue 34). */
const NOT_READ = (): CartItem[] => [];

/**
 * /my-orders: the ordering feature's screen, adding to the cart feature's cart. The two meet here,
 * since features never import each other.
 */
export function MyOrdersRoute() {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const ordering = myOrdersTabOf(searchParams) === 'order';
  const { items, save } = useCart(user?.id ?? null, ordering ? parseStoredCart : NOT_READ);
  const checkLunches = useCheckCartLunches();
  const cart = useMemo(() => ({ items, save, checkLunches }), [items, save, checkLunches]);
  return <MyOrdersScreen cart={cart} />;
}
