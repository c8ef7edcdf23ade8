import type { StandingOrderView } from '../standing-orders/standing-order-view.ts';

/** A standing order as the graph answers it: the pattern's weekdays as they are stored. */
export function toStandingOrder(view: StandingOrderView) {
  return { childId: view.childId, active: view.active, days: view.days, nextWeek: view.nextWeek };
}
