import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { MyLunchOrdersDocument, type CancelLunchOrderMutation, type MyLunchOrdersQuery } from '../../../gql/graphql.ts';
import { useDataClient, type DataClient } from '../../../lib/data-layer.ts';
import { myOrdersTabOf } from '../types/my-orders-tab.ts';

type Orders = MyLunchOrdersQuery['myLunchOrders'];

/** What a cancellation answers: the order's new status and its credit. */
export type CancelledOrder = CancelLunchOrderMutation['cancelLunchOrder'];

/**
 * The signed-in parent's orders, asked without Apollo's normalised cache: writing a busy parent's
 * 200 orders into it and reading them back was the history's longest task on a phone (issue 34),
 * and no other screen reads them from there. Each visit asks anew (a checkout or a cancellation
 * elsewhere is then always seen).
 */
function askOrders(client: DataClient): Promise<Orders> {
  return client.query({ query: MyLunchOrdersDocument, fetchPolicy: 'no-cache' }).then(({ data }) => {
    if (!data) throw new Error('No orders were answered');
    return data.myLunchOrders;
  });
}

/** The answer asked for as the app started on /my-orders, kept for the screen's first use only. */
let started: Promise<Orders> | null = null;

/**
 * Asks for the orders as the app starts on the history (app/router.tsx, `search` the address's
 * query string), alongside the session, rather than once the screen's code is here. Not on the
 * order tab: its first screen does not show them, and it asks for them itself once drawn.
 */
export function preloadMyLunchOrders(client: DataClient, search: URLSearchParams): Promise<unknown> {
  if (myOrdersTabOf(search) === 'order') return Promise.resolve();
  const answer = askOrders(client);
  started = answer;
  // A failure before the screen took the answer (a session that had ended): the screen asks anew.
  answer.catch(() => {
    if (started === answer) started = null;
  });
  return answer;
}

function takeStarted(): Promise<Orders> | null {
  const answer = started;
  started = null;
  return answer;
}

interface OrdersState {
  answer: Orders | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/**
 * The signed-in parent's orders, newest lunch first (order history and the add-to-cart duplicate
 * check), in the shape of the other query hooks. `applyCancellation` shows a cancellation the
 * server answered, since no cache carries it here.
 */
export function useMyLunchOrders() {
  const client = useDataClient();
  const [state, setState] = useState<OrdersState>({ answer: undefined, loading: true, error: undefined });
  const asked = useRef(0);

  const follow = useCallback((answer: Promise<Orders>) => {
    const turn = ++asked.current;
    return answer.then(
      (orders) => {
        if (turn === asked.current) setState({ answer: orders, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (turn === asked.current) setState((before) => ({ ...before, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
  }, []);

  useEffect(() => {
    void follow(takeStarted() ?? askOrders(client));
    // A screen left before its answer: the answer is dropped.
    return () => void ++asked.current;
  }, [client, follow]);

  const refetch = useCallback(() => {
    setState((before) => ({ ...before, loading: true, error: undefined }));
    return follow(askOrders(client));
  }, [client, follow]);

  const applyCancellation = useCallback((cancelled: CancelledOrder) => {
    setState((before) => ({
      ...before,
      answer: before.answer?.map((order) =>
        order.id === cancelled.id ? { ...order, status: cancelled.status, creditedAmount: cancelled.creditedAmount } : order,
      ),
    }));
  }, []);

  // The same object while nothing changed, so the screen can keep a panel from rendering again.
  return useMemo(
    () => ({ answer: state.answer, loading: state.loading && state.answer === undefined, error: state.error, refetch, applyCancellation }),
    [state, refetch, applyCancellation],
  );
}

/** The orders as the my-orders screen holds them for both tabs. */
export type MyLunchOrders = ReturnType<typeof useMyLunchOrders>;
