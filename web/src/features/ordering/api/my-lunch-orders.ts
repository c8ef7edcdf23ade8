import { useCallback, useMemo } from 'react';
import { MyLunchOrdersDocument, type CancelLunchOrderMutation } from '../../../gql/graphql.ts';
import type { DataClient } from '../../../lib/data-layer.ts';
import { startedQuery } from '../../../lib/started-answer.ts';
import { myOrdersTabOf } from '../types/my-orders-tab.ts';

/** What a cancellation answers: the order's new status and its credit. */
export type CancelledOrder = CancelLunchOrderMutation['cancelLunchOrder'];

/**
 * The signed-in parent's orders, read outside Apollo's normalised cache: writing a busy parent's
 * 200 orders into it and reading them back was the history's longest task on a phone (issue 34),
 * and no other screen reads them from there. Each visit asks anew (a checkout or a cancellation
 * elsewhere is then always seen).
 */
const myLunchOrders = startedQuery(MyLunchOrdersDocument, (data) => data.myLunchOrders);

/**
 * Asks for the orders as the app starts on the history (app/router.tsx, `search` the address's
 * query string), alongside the session, rather than once the screen's code is here. Not on the
 * order tab: its first screen does not show them, and it asks for them itself once drawn.
 */
export function preloadMyLunchOrders(client: DataClient, search: URLSearchParams): Promise<unknown> {
  if (myOrdersTabOf(search) === 'order') return Promise.resolve();
  return myLunchOrders.start(client);
}

/**
 * The signed-in parent's orders, newest lunch first (order history and the add-to-cart duplicate
 * check), in the shape of the other query hooks. `applyCancellation` shows a cancellation the
 * server answered, since no cache carries it here.
 */
export function useMyLunchOrders() {
  const { answer, loading, error, refetch, update } = myLunchOrders.useAnswer();
  const applyCancellation = useCallback(
    (cancelled: CancelledOrder) =>
      update((orders) =>
        orders.map((order) => (order.id === cancelled.id ? { ...order, status: cancelled.status, creditedAmount: cancelled.creditedAmount } : order)),
      ),
    [update],
  );
  // The same object while nothing changed, so the screen can keep a panel from rendering again.
  return useMemo(() => ({ answer, loading, error, refetch, applyCancellation }), [answer, loading, error, refetch, applyCancellation]);
}

/** The orders as the my-orders screen holds them for both tabs. */
export type MyLunchOrders = ReturnType<typeof useMyLunchOrders>;
