import dayjs from './dayjs.ts';
import { addDays, formatInstantTime, formatWeekdayMonthDay, inSchoolZone, isIsoDate, schoolToday } from './school-dates.ts';

/**
 * The order deadline (parent-app.md sections 4 and 9): a lunch date is past its deadline when now
 * is later than 05:00 UTC on that date. In the schools' zone that instant is the evening before
 * (America/Los_Angeles: 10:00 PM in summer time, 9:00 PM in winter time), which matches the contact
 * text "orders can be placed up to one day before the lunch date".
 */

export const ORDER_DEADLINE_UTC_HOUR = 5;

/** Toast title when an order is refused for its deadline (parent-app.md section 5 and 8). */
export const ORDER_DEADLINE_PASSED_TITLE = 'Order deadline passed';

/** The cart's expired badge and note (parent-app.md section 2, cart screen). */
export const DEADLINE_PASSED_BADGE = 'Deadline passed';
export const EXPIRED_CART_ITEM_NOTE = 'This order is past the deadline and cannot be processed. Please remove it or contact admin.';
export const REMOVE_EXPIRED_ITEMS_HINT = 'Please remove expired items to proceed with payment.';

/** The cart summary line: '2 item(s) cannot be ordered (deadline passed)'. */
export function expiredItemsSummary(count: number): string {
  return `${count} item(s) cannot be ordered (deadline passed)`;
}

function assertLunchDate(lunchDate: string): void {
  if (!isIsoDate(lunchDate)) throw new RangeError(`Not a lunch date in the form YYYY-MM-DD: "${lunchDate}"`);
}

/** The last instant at which the lunch date can still be ordered: 05:00 UTC on that date. */
export function orderDeadline(lunchDate: string): Date {
  assertLunchDate(lunchDate);
  return dayjs.utc(lunchDate).add(ORDER_DEADLINE_UTC_HOUR, 'hour').toDate();
}

/** True once now is later than the lunch date's deadline (at exactly 05:00:00.000 UTC it is not yet). */
export function isPastDeadline(lunchDate: string, now: Date): boolean {
  return now.getTime() > orderDeadline(lunchDate).getTime();
}

/** The calendar date, in the schools' zone, on which the lunch date's deadline falls. */
export function deadlineSchoolDate(lunchDate: string, timeZone: string): string {
  return inSchoolZone(orderDeadline(lunchDate), timeZone).format('YYYY-MM-DD');
}

/**
 * 'Order deadline for {weekday, month day} has passed. Orders must be placed before {time} on
 * {weekday, month day}.' The first day is the lunch date; {time} and the second day are the
 * deadline itself in the schools' zone, so the sentence is true wherever the schools are:
 * in Los Angeles a Monday, November 23 lunch reads '… before 9:00 PM on Sunday, November 22.'
 */
export function orderDeadlineMessage(lunchDate: string, timeZone: string): string {
  const deadline = orderDeadline(lunchDate);
  const deadlineDay = deadlineSchoolDate(lunchDate, timeZone);
  return (
    `Order deadline for ${formatWeekdayMonthDay(lunchDate)} has passed. ` +
    `Orders must be placed before ${formatInstantTime(deadline, timeZone)} on ${formatWeekdayMonthDay(deadlineDay)}.`
  );
}

export type OrderDeadlineCheck = { allowed: true } | { allowed: false; title: typeof ORDER_DEADLINE_PASSED_TITLE; message: string };

/** The shared helper of parent-app.md section 5: ordering is allowed unless the deadline has passed. */
export function checkOrderDeadline(lunchDate: string, now: Date, timeZone: string): OrderDeadlineCheck {
  if (!isPastDeadline(lunchDate, now)) return { allowed: true };
  return { allowed: false, title: ORDER_DEADLINE_PASSED_TITLE, message: orderDeadlineMessage(lunchDate, timeZone) };
}

export type DeadlineStatus = 'expired' | 'urgent' | 'ok';

/**
 * The cart's three deadline states: expired once past the deadline; urgent while the deadline
 * falls today or tomorrow in the schools' zone (the message then says 'today' or 'tomorrow');
 * ok otherwise.
 */
export function deadlineStatus(lunchDate: string, now: Date, timeZone: string): DeadlineStatus {
  if (isPastDeadline(lunchDate, now)) return 'expired';
  const today = schoolToday(now, timeZone);
  const deadlineDay = deadlineSchoolDate(lunchDate, timeZone);
  return deadlineDay === today || deadlineDay === addDays(today, 1) ? 'urgent' : 'ok';
}

export interface CartDeadlineNotice {
  status: DeadlineStatus;
  /** 'Deadline passed' for an expired item, else null. */
  badge: string | null;
  /**
   * expired: the spec's note; urgent: 'Order deadline: today at 9:00 PM' or
   * 'Order deadline: tomorrow at 9:00 PM'; ok: 'Order deadline: Sunday, November 22 at 9:00 PM'.
   */
  message: string;
}

/** What the cart shows for one item's deadline (parent-app.md section 2, cart screen). */
export function cartDeadlineNotice(lunchDate: string, now: Date, timeZone: string): CartDeadlineNotice {
  const status = deadlineStatus(lunchDate, now, timeZone);
  if (status === 'expired') return { status, badge: DEADLINE_PASSED_BADGE, message: EXPIRED_CART_ITEM_NOTE };
  const time = formatInstantTime(orderDeadline(lunchDate), timeZone);
  const deadlineDay = deadlineSchoolDate(lunchDate, timeZone);
  const day = status === 'ok' ? formatWeekdayMonthDay(deadlineDay) : deadlineDay === schoolToday(now, timeZone) ? 'today' : 'tomorrow';
  return { status, badge: null, message: `Order deadline: ${day} at ${time}` };
}
