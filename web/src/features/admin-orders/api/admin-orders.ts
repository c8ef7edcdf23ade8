import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AdminOrdersOfDayDocument,
  LabelSchoolsDocument,
  SetOrderPaymentStatusDocument,
  type AdminOrderFieldsFragment,
  type SetOrderPaymentStatusMutation,
} from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/** A lunch order as the administrator sees it (admin-area.md section 3, LunchOrder). */
export type AdminOrder = AdminOrderFieldsFragment;

/** An order's payment as the server answers a mark: its id, its status and whether it is paid. */
export type PaymentMark = SetOrderPaymentStatusMutation['setOrderPaymentStatus'];

/**
 * One day's lunch orders (administrators only). Each day is asked for from the server each time it
 * is shown, so orders placed since the last look appear. The answer is kept out of the normalized
 * cache: writing a busy day's 600 orders into it and reading them back was the Orders tab's longest
 * task (issue 34: Total Blocking Time), and the list is asked for anew each time anyway; the payment
 * marks made on the tab are laid over it (usePaymentMarks).
 */
export function useAdminOrders(date: string) {
  const { data, loading, error, refetch } = useQuery(AdminOrdersOfDayDocument, { variables: { date }, fetchPolicy: 'no-cache' });
  return { orders: data?.adminOrders ?? [], loading: loading && !data, refreshing: loading && Boolean(data), error, refetch };
}

/**
 * Marks an order paid, failed or pending (administrators only). The answer updates that cached
 * LunchOrder, so its badge changes wherever the order is shown from the cache; the day's orders,
 * kept out of it, take the answer through usePaymentMarks. No list is asked again.
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
