import { ALLERGENS, allergenConflicts, DIET_TAGS, unmetDiets, type Allergen, type DietTag } from './allergens.ts';
import { confirmedDietConflicts, type ConfirmedDietEntry } from './confirmed-diets.ts';
import type { WeeklyMenuItem } from './menu-items.ts';
import type { LunchSelection } from './order-cart.ts';
import { dayOffer, isPastDeadline, orderDeadline } from './order-rules.ts';
import { type SchoolClosure } from './school-closures.ts';
import type { SchoolClock } from './school-deadline.ts';
import { weekDates, WEEKDAYS } from './school-dates.ts';
import type { StandingOrder, StandingOrderDay } from './standing-orders.ts';

/**
 * Which lunches a child's standing order places in a week (issue 27 section 1), and why each other
 * day is left without one. Pure: the service gathers the menu, the closures, the child's lunches and
 * the clock, places the lunches through the ordering checkout (which enforces every rule again) and
 * tells the parent about the skipped days from their codes and values.
 */

/** A menu item as placement reads it: the day's offer (order-rules `dayOffer`) plus what the dish contains and is tagged with. */
export type StandingMenuItem = Pick<WeeklyMenuItem, 'id' | 'weekStartDate' | 'weekEndDate' | 'dayOfWeek' | 'menuItem' | 'price' | 'isActive'> & {
  description?: string | null;
  /** Already judged 'no service' by a read model that keeps no description. */
  noService?: boolean;
  allergens?: readonly string[] | null;
  dietTags?: readonly string[] | null;
};

/** The child the lunches are for: recorded allergies refuse a dish, recorded diets only warn. */
export interface StandingChild {
  id: number;
  allergies?: readonly string[] | null;
  diets?: readonly string[] | null;
  /** The school's approved medical diets (issue 32): a dish that breaks one is never placed. */
  confirmedDiets?: readonly ConfirmedDietEntry[] | null;
  /** The child's school: its own closed days count too (issue 31). */
  schoolId?: number | null;
}

/** A lunch to place. */
export interface StandingLunch extends LunchSelection {
  /** True when the day's own rule found nothing the child may have and the fallback (`first`) placed this. */
  viaFallback: boolean;
  /** The child's diets the dish is not tagged with (a warning the e-mail may carry, never a refusal). */
  unmetDiets: DietTag[];
}

/**
 * Why a day got no lunch, as a code and the values a client needs to say it in its own words:
 * - SKIP_CHOSEN: the pattern says `skip` for the weekday;
 * - CLOSED: an administrator's closure (its reason) or a 'no service' menu (reason null);
 * - ALREADY_ORDERED: the child has an active lunch that day;
 * - DEADLINE_PASSED: the day's ordering deadline (ISO instant) has passed;
 * - NO_MATCHING_ITEM: the rule found nothing on the day's menu (no menu at all, the dish is not on it,
 *   no item carries the diet tag) and there was no fallback to place;
 * - ALLERGEN: the item the rules chose contains these of the child's allergies, and nothing else may be placed.
 */
export type StandingSkipReason =
  | { code: 'SKIP_CHOSEN'; values: Record<string, never> }
  | { code: 'CLOSED'; values: { reason: string | null } }
  | { code: 'ALREADY_ORDERED'; values: Record<string, never> }
  | { code: 'DEADLINE_PASSED'; values: { deadline: string } }
  | { code: 'NO_MATCHING_ITEM'; values: { mode: 'first' | 'item' | 'diet'; dish?: string; dietTag?: DietTag } }
  | { code: 'ALLERGEN'; values: { menuItem: string; allergens: Allergen[] } };
export type StandingSkipCode = StandingSkipReason['code'];

export type StandingSkip = StandingSkipReason & {
  /** 'YYYY-MM-DD'. */
  date: string;
};

export interface StandingPlacement {
  childId: number;
  /** Earliest first. */
  lunches: StandingLunch[];
  /** Every other weekday of the week, earliest first. */
  skipped: StandingSkip[];
}

type Attempt<T> = { placed: T } | { refused: StandingSkipReason };

/** The dish a standing order names is the menu's dish whatever its case and surrounding spaces. */
function isNamedDish(item: StandingMenuItem, dish: string): boolean {
  return item.menuItem.trim().toLowerCase() === dish.trim().toLowerCase();
}

/** The item one rule (`first`, `item` or `diet`) picks on an open day, refused when there is none or the child must not have it. */
function attempt<T extends StandingMenuItem>(rule: StandingOrderDay, items: readonly T[], child: StandingChild, date: string): Attempt<T> {
  const { dish, dietTag } = rule;
  let pick: T | undefined;
  let missing: StandingSkipReason;
  if (rule.mode === 'item' && dish !== undefined) {
    pick = items.find((item) => isNamedDish(item, dish));
    missing = { code: 'NO_MATCHING_ITEM', values: { mode: 'item', dish } };
  } else if (rule.mode === 'diet' && dietTag !== undefined) {
    pick = items.find((item) => (item.dietTags ?? []).includes(dietTag));
    missing = { code: 'NO_MATCHING_ITEM', values: { mode: 'diet', dietTag } };
  } else {
    pick = items[0];
    missing = { code: 'NO_MATCHING_ITEM', values: { mode: 'first' } };
  }
  if (!pick) return { refused: missing };
  const allergens = allergenConflicts(child.allergies ?? [], pick.allergens ?? []);
  if (allergens.length > 0) return { refused: { code: 'ALLERGEN', values: { menuItem: pick.menuItem, allergens } } };
  // An approved medical diet skips the day as an allergy does (its allergens), or as a diet with no matching dish.
  const medical = confirmedDietConflicts(child.confirmedDiets ?? [], { allergens: pick.allergens ?? [], dietTags: pick.dietTags ?? [] }, date);
  const medicalAllergens = ALLERGENS.filter((allergen) => medical.includes(allergen));
  if (medicalAllergens.length > 0) return { refused: { code: 'ALLERGEN', values: { menuItem: pick.menuItem, allergens: medicalAllergens } } };
  const medicalDiet = DIET_TAGS.find((diet) => medical.includes(diet));
  if (medicalDiet) return { refused: { code: 'NO_MATCHING_ITEM', values: { mode: 'diet', dietTag: medicalDiet } } };
  return { placed: pick };
}

/**
 * One weekday: the parent's `skip`; then what shuts the day whatever the pattern (closed, already
 * ordered, past its deadline); then the day's rule, and when it finds nothing the child may have, the
 * fallback. The child's allergies always win: a chosen item with one of them is never placed, and
 * when no rule places anything the day is skipped with the last rule's reason.
 */
function placeDay<T extends StandingMenuItem>(input: {
  date: string;
  rule: StandingOrderDay;
  child: StandingChild;
  menuItems: readonly T[];
  closures: readonly SchoolClosure[];
  orderedDates: ReadonlySet<string>;
  now: Date;
  school: SchoolClock;
}): Attempt<StandingLunch> {
  const { date, rule, child } = input;
  if (rule.mode === 'skip') return { refused: { code: 'SKIP_CHOSEN', values: {} } };
  const offer = dayOffer(input.menuItems, input.closures, date, child.schoolId);
  if (offer.kind === 'closed') return { refused: { code: 'CLOSED', values: { reason: offer.reason } } };
  if (input.orderedDates.has(date)) return { refused: { code: 'ALREADY_ORDERED', values: {} } };
  if (isPastDeadline(date, input.now, input.school))
    return { refused: { code: 'DEADLINE_PASSED', values: { deadline: orderDeadline(date, input.school).toISOString() } } };

  const items = offer.kind === 'open' ? offer.items : [];
  const rules: { rule: StandingOrderDay; viaFallback: boolean }[] = [{ rule, viaFallback: false }];
  if (rule.fallback === 'first' && rule.mode !== 'first') rules.push({ rule: { mode: 'first', fallback: 'skip' }, viaFallback: true });

  let refused: StandingSkipReason = { code: 'NO_MATCHING_ITEM', values: { mode: 'first' } };
  for (const { rule: next, viaFallback } of rules) {
    const tried = attempt(next, items, child, date);
    if ('refused' in tried) {
      refused = tried.refused;
    } else {
      const item = tried.placed;
      return {
        placed: {
          lunchDate: date,
          weeklyMenuItemId: item.id,
          menuItem: item.menuItem,
          price: item.price,
          viaFallback,
          unmetDiets: unmetDiets(child.diets ?? [], item.dietTags ?? []),
        },
      };
    }
  }
  return { refused };
}

/**
 * The lunches one child's standing order places in the week starting `monday`, and the reason for
 * each other weekday. An inactive pattern places nothing and reports nothing (the child is not in the
 * run). `orderedDates` are the days the child already holds an active lunch on; `now` decides the
 * deadline (order-rules `isPastDeadline`), so a run that straddles a deadline is judged per day.
 */
export function placeStandingOrder<T extends StandingMenuItem>(input: {
  child: StandingChild;
  pattern: StandingOrder;
  monday: string;
  menuItems: readonly T[];
  closures: readonly SchoolClosure[];
  orderedDates: readonly string[];
  now: Date;
  /** The child's school: its cut-off decides each day. */
  school: SchoolClock;
}): StandingPlacement {
  const { child, pattern } = input;
  const placement: StandingPlacement = { childId: child.id, lunches: [], skipped: [] };
  if (!pattern.active) return placement;
  const orderedDates = new Set(input.orderedDates);
  weekDates(input.monday).forEach((date, index) => {
    const rule = pattern.days[WEEKDAYS[index]!];
    const day = placeDay({ date, rule, child, menuItems: input.menuItems, closures: input.closures, orderedDates, now: input.now, school: input.school });
    if ('placed' in day) placement.lunches.push(day.placed);
    else placement.skipped.push({ date, ...day.refused });
  });
  return placement;
}
