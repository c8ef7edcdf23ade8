import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';
import {
  CancelLunchOrderDocument,
  OrderFormChildrenDocument,
  UpcomingWeeklyMenuItemsDocument,
  type MyLunchOrdersQuery,
  type OrderFormChildrenQuery,
} from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { MY_CREDIT_QUERY } from './my-credit.ts';

/** A placed lunch as the history and the duplicate check read it (admin-area.md section 3). */
export type LunchOrder = MyLunchOrdersQuery['myLunchOrders'][number];

/** What the order form needs of a child profile: the child fills school, grade and section; allergies block dishes in the picker. */
export type OrderChild = OrderFormChildrenQuery['myChildren'][number];

export type PickerMenuItem = WeeklyMenuItem & { __typename?: 'WeeklyMenuItem' };

/** The signed-in parent's children, to choose whom the lunches are for. */
export const useOrderChildren = queryHook(OrderFormChildrenDocument, 'myChildren');

/**
 * The items the order picker can offer. Asked from the server every time the picker opens (the
 * spec's cache-busting GET), so a menu published a minute ago is there; kept out of Apollo's cache
 * (`no-cache`), which nothing else reads them from: writing two weeks of dishes into it as the order
 * form was adopted was a long task on a phone (issue 34).
 */
export const useUpcomingMenuItems = queryHook(UpcomingWeeklyMenuItemsDocument, 'upcomingWeeklyMenuItems', { fetchPolicy: 'no-cache' });

/**
 * POST /api/lunch-orders/{id}/cancel as the history's Cancel and Change lunch: it answers the
 * order's new status and credit (the history shows them, see useMyLunchOrders), and the credit
 * balance is asked again.
 */
export const useCancelLunchOrder = mutationHook(CancelLunchOrderDocument, 'cancelLunchOrder', 'The lunch was not cancelled', {
  refetchQueries: [MY_CREDIT_QUERY],
});
