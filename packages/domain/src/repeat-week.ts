import { allergenConflicts, allergyRefusalMessage } from './allergens.ts';
import { confirmedDietConflicts, confirmedDietRefusalMessage, type ConfirmedDietEntry } from './confirmed-diets.ts';
import { holdsLunchOn, type LunchSelection, type PlacedOrderFacts } from './order-cart.ts';
import type { WeeklyMenuItem } from './menu-items.ts';
import { checkOrderDeadline, dayOffer } from './order-rules.ts';
import { noServiceLabel, type SchoolClosure } from './school-closures.ts';
import type { SchoolClock } from './school-deadline.ts';
import { addDays, formatWeekdayMonthDay, weekDates } from './school-dates.ts';

/**
 * "Repeat last week" (issue 13 section 4): next week's lunches for a child, copied day by day from
 * the child's lunches of this week by the dish's name. The order screen fills the cart with the
 * copies and lists what it skipped; checkout still enforces every rule on the server.
 */

/** A menu item as the copy needs it; `allergens` is what the menu says the dish contains. */
export type RepeatMenuItem = Pick<WeeklyMenuItem, 'id' | 'weekStartDate' | 'weekEndDate' | 'dayOfWeek' | 'menuItem' | 'description' | 'price' | 'isActive'> & {
  allergens?: readonly string[] | null;
  dietTags?: readonly string[] | null;
};

/** The child the lunches are for: the name the cart and the orders carry, and the recorded allergies. */
export interface RepeatChild {
  name: string;
  allergies?: readonly string[] | null;
  /** The school's approved medical diets (issue 32); a dish that breaks one is skipped like an allergy. */
  confirmedDiets?: readonly ConfirmedDietEntry[] | null;
  /** The child's school: its own closed days count too (issue 31). */
  schoolId?: number | null;
}

export type RepeatSkipReason = 'closed' | 'past-deadline' | 'already-ordered' | 'not-on-menu' | 'allergy';

/** A day of next week that was not copied, and why, in words the toast shows. */
export interface RepeatSkip {
  /** The day of next week, 'YYYY-MM-DD'. */
  date: string;
  /** The dish this week's lunch had. */
  menuItem: string;
  reason: RepeatSkipReason;
  /** 'Monday, November 30: No service – Staff development' (English; other languages are written from the reason and the fields below). */
  text: string;
  /** For 'closed': the administrator's reason for closing the day, if any. */
  closedFor?: string | null;
  /** For 'allergy': the child's allergies the dish contains. */
  allergens?: string[];
}

export interface RepeatWeekPlan {
  /** Next week's lunches to put in the cart, earliest first. */
  selections: LunchSelection[];
  skipped: RepeatSkip[];
}

function sameDish(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The copy of one child's week: for each weekday of the week starting `sourceMonday` on which the
 * child has an active lunch, the same dish seven days later. A day is skipped when it is closed,
 * past its ordering deadline, already holds a lunch of the child, has no dish of that name on its
 * menu, or its dish contains one of the child's allergies.
 */
export function planRepeatWeek(input: {
  child: RepeatChild;
  /** The parent's placed lunches (any child, any week): this week's are the source, next week's block a day. */
  orders: readonly PlacedOrderFacts[];
  menuItems: readonly RepeatMenuItem[];
  closures: readonly SchoolClosure[];
  sourceMonday: string;
  now: Date;
  /** The child's school: its cut-off decides each day. */
  school: SchoolClock;
}): RepeatWeekPlan {
  const { child, orders, menuItems, closures, sourceMonday, now, school } = input;
  const plan: RepeatWeekPlan = { selections: [], skipped: [] };
  for (const sourceDate of weekDates(sourceMonday)) {
    const source = orders.find((order) => holdsLunchOn(order, child.name, sourceDate));
    const menuItem = source?.lunchOptions[0];
    if (!menuItem) continue;
    const date = addDays(sourceDate, 7);
    const skip = (reason: RepeatSkipReason, why: string, details: Pick<RepeatSkip, 'closedFor' | 'allergens'> = {}) =>
      plan.skipped.push({ date, menuItem, reason, text: `${formatWeekdayMonthDay(date)}: ${why}`, ...details });

    const offer = dayOffer(menuItems, closures, date, child.schoolId);
    if (offer.kind === 'closed') {
      skip('closed', noServiceLabel(offer.reason), { closedFor: offer.reason });
      continue;
    }
    if (!checkOrderDeadline(date, now, school).allowed) {
      skip('past-deadline', 'past the ordering deadline');
      continue;
    }
    if (orders.some((order) => holdsLunchOn(order, child.name, date))) {
      skip('already-ordered', `${child.name} already has a lunch that day`);
      continue;
    }
    const item = offer.kind === 'open' ? offer.items.find((candidate) => sameDish(candidate.menuItem, menuItem)) : undefined;
    if (!item) {
      skip('not-on-menu', `${menuItem} is not on the menu`);
      continue;
    }
    const conflicts = allergenConflicts(child.allergies ?? [], item.allergens ?? []);
    if (conflicts.length > 0) {
      skip('allergy', allergyRefusalMessage(child.name, item.menuItem, conflicts), { allergens: conflicts });
      continue;
    }
    const medical = confirmedDietConflicts(child.confirmedDiets ?? [], { allergens: item.allergens ?? [], dietTags: item.dietTags ?? [] }, date);
    if (medical.length > 0) {
      skip('allergy', confirmedDietRefusalMessage(child.name, item.menuItem, medical), { allergens: medical });
      continue;
    }
    plan.selections.push({ lunchDate: date, weeklyMenuItemId: item.id, menuItem: item.menuItem, price: item.price });
  }
  return plan;
}
