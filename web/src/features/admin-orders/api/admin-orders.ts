import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminOrdersOfDayDocument, LabelSchoolsDocument, SetOrderPaymentStatusDocument, type AdminOrderFieldsFragment } from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/** A lunch order as the administrator sees it (admin-area.md section 3, LunchOrder). */
export type AdminOrder = AdminOrderFieldsFragment;

/**
 * One day's lunch orders (administrators only). Each day is asked for from the server when it is
 * shown, so orders placed since the last look appear; payment changes update the cached orders.
 */
export function useAdminOrders(date: string) {
  const { data, loading, error, refetch } = useQuery(AdminOrdersOfDayDocument, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { orders: data?.adminOrders ?? [], loading: loading && !data, refreshing: loading && Boolean(data), error, refetch };
}

/**
 * Marks an order paid, failed or pending (administrators only). The answer updates that cached
 * LunchOrder, so its badge changes wherever the order is shown; no list is asked again.
 */
export const useSetOrderPaymentStatus = mutationHook(SetOrderPaymentStatusDocument, 'setOrderPaymentStatus', 'The payment status was not changed');

/** A school the labels may be printed for: its id, its name and its delivery time (`HH:mm`). */
export interface LabelSchool {
  id: number;
  name: string;
  deliveryTime: string;
}

/**
 * The schools (GET /api/schools) for the labels (issue 31): the school choice lists them, and each
 * school's delivery time by its lower-case name packs the labels in delivery order.
 */
export function useLabelSchools(skip: boolean): { schools: readonly LabelSchool[]; deliveryTimes: ReadonlyMap<string, string> | undefined } {
  const { data } = useQuery(LabelSchoolsDocument, { skip });
  // One map per answer: the labels' sort runs again only when the schools change.
  return useMemo(
    () => ({
      schools: data?.schools ?? [],
      deliveryTimes: data ? new Map(data.schools.map((school) => [school.name.trim().toLowerCase(), school.deliveryTime] as const)) : undefined,
    }),
    [data],
  );
}
