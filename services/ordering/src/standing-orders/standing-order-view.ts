import { nextScheduledRunWeek } from '@lunchbox/domain/weekly-runs';
import { NO_STANDING_ORDER, type StandingOrder } from '@lunchbox/domain/standing-orders';
import type { KnownChildRow, StandingOrderRow } from '../db/schema.ts';
import type { OrderingSettings } from '../config.ts';

/** A child's standing order as the parent reads it, with the week the next scheduled run places. */
export interface StandingOrderView extends StandingOrder {
  childId: number;
  /** Monday of the week the next run places; null while inactive. */
  nextWeek: string | null;
}

export function standingOrderView(childId: number, row: StandingOrderRow | undefined, settings: OrderingSettings, at: Date): StandingOrderView {
  const pattern: StandingOrder = row ? { active: row.active, days: row.days } : NO_STANDING_ORDER;
  return {
    childId,
    ...pattern,
    nextWeek: pattern.active ? nextScheduledRunWeek(settings.standingOrdersAt, at, settings.schoolTimeZone) : null,
  };
}

/** One pattern per child of the parent, in the children's order; a child without one reads as inactive. */
export function standingOrderViews(children: KnownChildRow[], rows: StandingOrderRow[], settings: OrderingSettings, at: Date): StandingOrderView[] {
  const byChild = new Map(rows.map((row) => [row.childId, row]));
  return children.map((child) => standingOrderView(child.childId, byChild.get(child.childId), settings, at));
}
