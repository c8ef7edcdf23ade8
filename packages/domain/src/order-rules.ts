import { isNoService, isServedOn, type MenuItemFacts, type WeeklyMenuItem } from './menu-items.ts';
import { addDays, formatInstantTime, formatWeekdayMonthDay, inSchoolZone, isIsoDate, schoolToday } from './school-dates.ts';
import { deadlineText } from './i18n/deadline-texts.ts';
import { closureOn, type SchoolClosure } from './school-closures.ts';
import { schoolOrderDeadline, type SchoolClock } from './school-deadline.ts';
import type { LanguageCode } from './i18n/languages.ts';

/**
 * The rules of what may be ordered (DESIGN.md "Domain rules", issue 10): the deadline, one lunch
 * per child per date, the items a day offers and what a closed day refuses. The web app shows them;
 * the ordering service enforces them. Beside them: the deadline in parents' words
 * (deadline-sentences.ts), the school calendar's closures (school-closures.ts), the account credit a
 * checkout settles (account-credit.ts) and its payment reference (payment-rules.ts).
 */

// ---------------------------------------------------------------------------------------------
// The deadline

/**
 * The order deadline (parent-app.md sections 4 and 9, issue 31): each lunch closes at its child's
 * school's cut-off (school-deadline.ts). The seeded schools keep the spec's rule, 05:00 UTC on the
 * lunch date, which in their Pacific zone is the evening before (10:00 PM in summer time, 9:00 PM in
 * winter time). Every function here takes the school; the texts (deadline-sentences.ts) state the cut-off on its clock.
 */

/** Toast title when an order is refused for its deadline (parent-app.md section 5 and 8). */
export const ORDER_DEADLINE_PASSED_TITLE = 'Order deadline passed';

function assertLunchDate(lunchDate: string): void {
  if (!isIsoDate(lunchDate)) throw new RangeError(`Not a lunch date in the form YYYY-MM-DD: "${lunchDate}"`);
}

/** The last instant at which a lunch at the school can still be ordered on the lunch date. */
export function orderDeadline(lunchDate: string, school: SchoolClock): Date {
  assertLunchDate(lunchDate);
  return schoolOrderDeadline(lunchDate, school.orderDeadline);
}

/** True once now is later than the school's deadline for the lunch date (at the deadline itself it is not yet). */
export function isPastDeadline(lunchDate: string, now: Date, school: SchoolClock): boolean {
  return now.getTime() > orderDeadline(lunchDate, school).getTime();
}

/** The calendar date, on the school's clock, on which the lunch date's deadline falls. */
export function deadlineSchoolDate(lunchDate: string, school: SchoolClock): string {
  return inSchoolZone(orderDeadline(lunchDate, school), school.timeZone).format('YYYY-MM-DD');
}

/**
 * 'Order deadline for {weekday, month day} has passed. Orders must be placed before {time} on
 * {weekday, month day}.' The first day is the lunch date; {time} and the second day are the
 * deadline itself on the school's clock: at a seeded school in Los Angeles a Monday, November 23
 * lunch reads '… before 9:00 PM on Sunday, November 22.'
 */
export function orderDeadlineMessage(lunchDate: string, school: SchoolClock, language: LanguageCode = 'en'): string {
  const deadline = orderDeadline(lunchDate, school);
  const deadlineDay = deadlineSchoolDate(lunchDate, school);
  return deadlineText(language, 'passed', {
    lunchDay: formatWeekdayMonthDay(lunchDate, language),
    time: formatInstantTime(deadline, school.timeZone, language),
    deadlineDay: formatWeekdayMonthDay(deadlineDay, language),
  });
}

export type OrderDeadlineCheck = { allowed: true } | { allowed: false; title: typeof ORDER_DEADLINE_PASSED_TITLE; message: string };

/** The shared helper of parent-app.md section 5: ordering is allowed unless the school's deadline has passed. */
export function checkOrderDeadline(lunchDate: string, now: Date, school: SchoolClock): OrderDeadlineCheck {
  if (!isPastDeadline(lunchDate, now, school)) return { allowed: true };
  return { allowed: false, title: ORDER_DEADLINE_PASSED_TITLE, message: orderDeadlineMessage(lunchDate, school) };
}

export type DeadlineStatus = 'expired' | 'urgent' | 'ok';

/**
 * The cart's three deadline states: expired once past the deadline; urgent while the deadline
 * falls today or tomorrow on the school's clock (the message then says 'today' or 'tomorrow');
 * ok otherwise.
 */
export function deadlineStatus(lunchDate: string, now: Date, school: SchoolClock): DeadlineStatus {
  if (isPastDeadline(lunchDate, now, school)) return 'expired';
  const today = schoolToday(now, school.timeZone);
  const deadlineDay = deadlineSchoolDate(lunchDate, school);
  return deadlineDay === today || deadlineDay === addDays(today, 1) ? 'urgent' : 'ok';
}

// ---------------------------------------------------------------------------------------------
// One lunch per child per date

/**
 * The key of "one lunch per child per date": whatever the item, a child has at most one active
 * (not cancelled) lunch on a date. The ordering service keeps a unique index on the same columns.
 */
export function oneLunchKey(lunch: { childId: number; lunchDate: string }): string {
  return `${lunch.childId}|${lunch.lunchDate}`;
}

/**
 * The cart names the child a lunch is for (parent-app.md section 5): the same child whatever the
 * case and the spaces around the name. The add-to-cart check and the ordering service both use it.
 */
export function sameChildName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The caller's child a lunch is for: by id when the cart has it, else by name (the spec's cart names the child). */
export function findOwnChild<C extends { childId: number; name: string }>(
  children: readonly C[],
  lunch: { childId?: number | undefined; childName: string },
): C | undefined {
  if (lunch.childId !== undefined) return children.find((child) => child.childId === lunch.childId);
  return children.find((child) => sameChildName(child.name, lunch.childName));
}

/** An order's lifecycle: active until cancelled (by the parent before the deadline, or by a closure). */
export const ORDER_STATUSES = ['active', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// The items a day offers

type Publication = MenuItemFacts & { id: number };

/**
 * Every item the order picker offers on a date (parent-app.md section 4, issue 10 section 1): the
 * active items whose week range holds the date and whose weekday matches; when the day was
 * published in more than one week range, only the publication with the latest weekStartDate
 * counts. All items of that publication are offered (a meal and a side), in id order; the parent
 * chooses one.
 */
export function itemsOfferedOn<T extends Publication>(items: readonly T[], date: string): T[] {
  const served = items.filter((item) => isServedOn(item, date));
  if (served.length === 0) return [];
  const latest = served.reduce((max, item) => (item.weekStartDate > max ? item.weekStartDate : max), served[0]!.weekStartDate);
  return served.filter((item) => item.weekStartDate === latest).sort((a, b) => a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Closed days

export type DayOffer<T> =
  /** Closed: by an administrator's closure (with its reason) or by a 'no service' menu entry (reason null). */
  | { kind: 'closed'; date: string; reason: string | null }
  /** No menu published for the date. */
  | { kind: 'no-menu'; date: string }
  | { kind: 'open'; date: string; items: T[] };

/**
 * What a date offers: closed when a closure names it or when the day's menu is a 'no service'
 * entry (the spec's own marker, parent-app.md section 2), else its items, else no menu.
 */
export function dayOffer<T extends Publication & Pick<WeeklyMenuItem, 'menuItem'> & { description?: string | null; noService?: boolean }>(
  items: readonly T[],
  closures: readonly SchoolClosure[],
  date: string,
  /** The child's school: its own closures count too (issue 31). */
  schoolId?: number | null,
): DayOffer<T> {
  const closure = closureOn(closures, date, schoolId);
  if (closure) return { kind: 'closed', date, reason: closure.reason };
  const offered = itemsOfferedOn(items, date);
  // A service's read model may have judged the marker already (noService) where it keeps no description.
  if (offered.some((item) => item.noService ?? isNoService({ menuItem: item.menuItem, description: item.description ?? '' }))) {
    return { kind: 'closed', date, reason: null };
  }
  return offered.length === 0 ? { kind: 'no-menu', date } : { kind: 'open', date, items: offered };
}

/** The refusal naming the day and the reason: 'No service on Thursday, November 26 – Thanksgiving. Nothing can be ordered for that day.' */
export function closedDayMessage(date: string, reason: string | null): string {
  return `No service on ${formatWeekdayMonthDay(date)}${reason ? ` – ${reason}` : ''}. Nothing can be ordered for that day.`;
}

// ---------------------------------------------------------------------------------------------
// The order history

/**
 * The history's two lists (issue 10 section 6): Upcoming, lunches from today on at the schools,
 * soonest first; Past, the ones before today, latest first.
 */
export function splitOrderHistory<T extends { id: number; lunchDate: string }>(orders: readonly T[], schoolToday: string): { upcoming: T[]; past: T[] } {
  const dateOf = (order: T) => order.lunchDate.slice(0, 10);
  const upcoming = orders.filter((order) => dateOf(order) >= schoolToday).sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.id - b.id);
  const past = orders.filter((order) => dateOf(order) < schoolToday).sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || b.id - a.id);
  return { upcoming, past };
}
