import { useMemo } from 'react';
import { parseStoredCart } from '@lunchbox/domain/order-schemas';
import { useCheckCartLunches } from '../../features/cart/api/check-cart-lunches.ts';
import { useCart } from '../../features/cart/stores/cart-store.ts';
import { MyOrdersScreen } from '../../features/ordering/components/my-orders-screen.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/**
 * /my-orders: the ordering feature's screen, adding to the cart feature's cart. The two meet here,
 * since features never import each other.
 */
export function MyOrdersRoute() {
  const { user } = useCurrentUser();
  const { items, save } = useCart(user?.id ?? null, parseStoredCart);
  const checkLunches = useCheckCartLunches();
  const cart = useMemo(() => ({ items, save, checkLunches }), [items, save, checkLunches]);
  return <MyOrdersScreen cart={cart} />;
}
