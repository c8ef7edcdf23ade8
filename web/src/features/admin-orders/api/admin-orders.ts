import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { isValidTimeZone } from '@lunchbox/domain/school-dates';
import {
  AdminOrdersOfDayDocument,
  type AdminOrdersOfDayQuery,
  LabelSchoolsDocument,
  SetOrderPaymentStatusDocument,
  type AdminOrderFieldsFragment,
  type SetOrderPaymentStatusMutation,
} from '../../../gql/graphql.ts';
import type { DataClient } from '../../../lib/data-layer.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';
import { startedQuery } from '../../../lib/started-answer.ts';
import { SCHOOL_SETTINGS_QUERY } from '../../../lib/school-clock.ts';
import { firstOrderDay } from '../hooks/use-order-day.ts';

/** A lunch order as the administrator sees it (admin-area.md section 3, LunchOrder). */
export type AdminOrder = AdminOrderFieldsFragment;

/** An order's payment as the server answers a mark: its id, its status and whether it is paid. */
export type PaymentMark = SetOrderPaymentStatusMutation['setOrderPaymentStatus'];

/**
 * One day's lunch orders (administrators only), asked for from the server each time the day is
 * shown, so orders placed since the last look appear. The answer is kept out of the normalized
 * cache: writing a busy day's 600 orders into it and reading them back was the Orders tab's longest
 * task (issue 34: Total Blocking Time), and the list is asked for anew each time anyway; the payment
 * marks made on the tab are laid over it (usePaymentMarks). The first day's answer may have been
 * started as the app started (preloadAdminOrders), taken within a minute: later, the day's orders may have changed.
 */
const adminOrdersOfDay = startedQuery(AdminOrdersOfDayDocument, (data: AdminOrdersOfDayQuery) => data.adminOrders, { maxAgeMs: 60_000 });

export function useAdminOrders(date: string) {
  const { answer, loading, refreshing, error, refetch } = adminOrdersOfDay.useAnswer({ variables: { date } });
  return { orders: answer ?? [], loading, refreshing, error, refetch };
}

/**
 * The day's orders asked for as the app starts on the Orders tab (app/router.tsx), alongside the
 * session and the tab's code, rather than once the tab is drawn, some 1.5 s later on a phone
 * (issue 34). The day is the one the tab opens on, worked out from the schools' zone as soon as the
 * settings have answered.
 */
export async function preloadAdminOrders(client: DataClient): Promise<unknown> {
  const { data: settings } = await client.query({ query: SCHOOL_SETTINGS_QUERY });
  const timeZone = settings?.schoolSettings.timeZone;
  if (!timeZone || !isValidTimeZone(timeZone)) return undefined;
  return adminOrdersOfDay.start(client, { date: firstOrderDay(timeZone) });
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
