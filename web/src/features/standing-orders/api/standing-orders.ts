import { MyStandingOrdersDocument, SetStandingOrderDocument, StandingOrderDishesDocument, type StandingOrderFieldsFragment } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type SavedStandingOrder = StandingOrderFieldsFragment;

/** GET /api/standing-orders: one pattern per child of the signed-in parent (an inactive all-skip one when none is saved). */
export const useMyStandingOrders = queryHook(MyStandingOrdersDocument, 'myStandingOrders', { fetchPolicy: 'cache-and-network' });

/** The dishes of the upcoming menu weeks, whose names the "A named dish" choice offers. */
export const useStandingOrderDishes = queryHook(StandingOrderDishesDocument, 'upcomingWeeklyMenuItems');

/** PUT /api/standing-orders/{childId}: saves one child's pattern; MyStandingOrders is asked again (a pattern has no id to update in place). */
export const useSetStandingOrder = mutationHook(SetStandingOrderDocument, 'setStandingOrder', 'The standing order was not saved', {
  refetchQueries: [MyStandingOrdersDocument],
  awaitRefetchQueries: true,
});
