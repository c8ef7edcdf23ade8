import { isNoService, isServedOn, type MenuItemFacts, type WeeklyMenuItem } from './menu-items.ts';
import dayjs from './dayjs.ts';
import { addDays, formatInstantTime, formatWeekdayMonthDay, inSchoolZone, INTL_LOCALES, isIsoDate, remembered, schoolToday } from './school-dates.ts';
import { deadlineText } from './i18n/deadline-texts.ts';
import { schoolOrderDeadline, type SchoolClock, type SchoolsAtClock } from './school-deadline.ts';
import type { LanguageCode } from './i18n/languages.ts';

/**
 * The rules of what may be ordered (DESIGN.md "Domain rules", issue 10): the deadline, one lunch
 * per child per date, the items a day offers and the days the schools are closed, and what a
 * checkout settles: the account credit (its payment reference is a payment rule, payment-rules.ts).
 * The web app shows them; the ordering service enforces them.
 */

// ---------------------------------------------------------------------------------------------
// The deadline

/**
 * The order deadline (parent-app.md sections 4 and 9, issue 31): each lunch closes at its child's
 * school's cut-off (school-deadline.ts). The seeded schools keep the spec's rule, 05:00 UTC on the
 * lunch date, which in their Pacific zone is the evening before (10:00 PM in summer time, 9:00 PM in
 * winter time). Every function here takes the school; the texts state the cut-off on its clock.
 */

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
export function cartDeadlineNotice(lunchDate: string, now: Date, school: SchoolClock, language: LanguageCode = 'en'): CartDeadlineNotice {
  const status = deadlineStatus(lunchDate, now, school);
  if (status === 'expired') return { status, badge: deadlineText(language, 'passedBadge'), message: deadlineText(language, 'expiredNote') };
  const time = formatInstantTime(orderDeadline(lunchDate, school), school.timeZone, language);
  const deadlineDay = deadlineSchoolDate(lunchDate, school);
  const day =
    status === 'ok'
      ? formatWeekdayMonthDay(deadlineDay, language)
      : deadlineText(language, deadlineDay === schoolToday(now, school.timeZone) ? 'today' : 'tomorrow');
  return { status, badge: null, message: deadlineText(language, 'cartNotice', { day, time }) };
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

/** A day without service the administrator declared (menu owns the school calendar). */
export interface SchoolClosure {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'Thanksgiving', 'Staff development'. */
  reason: string;
  /** The one school closed (issue 31); null or absent: every school. */
  schoolId?: number | null;
}

export const CLOSURE_REASON_MAX = 120;

/** The label every menu view, the picker and the schedule show on a closed day. */
export function noServiceLabel(reason: string | null, language: LanguageCode = 'en'): string {
  const words = NO_SERVICE_WORDS[language];
  return reason ? `${words.withReason} – ${reason}` : words.alone;
}

/** The closed day's words in each language; the administrator's reason is shown as written. */
const NO_SERVICE_WORDS: Record<LanguageCode, { alone: string; withReason: string }> = {
  en: { alone: 'No Service', withReason: 'No service' },
  es: { alone: 'Sin servicio', withReason: 'Sin servicio' },
};

/**
 * The administrator's closure of a date, if any: the one lookup dayOffer and every menu view make.
 * A closure of one school (issue 31) counts only for that school's `schoolId`; a view that knows no
 * school (undefined or null) sees only the closures of every school.
 */
export function closureOn(closures: readonly SchoolClosure[], date: string, schoolId?: number | null): SchoolClosure | undefined {
  return closures.find((closure) => closure.date === date && (closure.schoolId == null || closure.schoolId === schoolId));
}

/** 'No service – {reason}' when an administrator closed the date (for every school or for `schoolId`'s), else null: what a view that lists no items for the day shows. */
export function closedDayLabel(closures: readonly SchoolClosure[], date: string, language: LanguageCode = 'en', schoolId?: number | null): string | null {
  const closure = closureOn(closures, date, schoolId);
  return closure ? noServiceLabel(closure.reason, language) : null;
}

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

export const PAST_CLOSURE_MESSAGE = 'Past dates cannot be closed';
export const CLOSURE_REASON_MESSAGE = 'Reason is required';

/** A closure may be declared for today or later at the schools, never for a day already gone. */
export function canCloseDate(date: string, schoolToday: string): boolean {
  return date >= schoolToday;
}

// ---------------------------------------------------------------------------------------------
// The deadline as a sentence

/**
 * The rule's text and the zone's name depend on the zone and the language alone, and each costs
 * zone conversions: worked out for every confirmation e-mail, they were the largest frame of a
 * checkout rush's CPU, so they are kept.
 */
const ruleTexts = new Map<string, string>();
const zoneNames = new Map<string, string>();

/**
 * The deadline rule as people read it on the school's clock, for texts that speak of every lunch
 * (contact, FAQ, e-mails, the next-week template): '9:00 PM the evening before' or, where daylight
 * saving time moves the local hour, '9:00 PM (10:00 PM in daylight saving time) the evening before'
 * (the seeded schools in Los Angeles); '6:00 PM 2 days before' for a school closing earlier.
 * Rendered from `orderDeadline`, never typed.
 */
export function deadlineRuleText(school: SchoolClock, language: LanguageCode = 'en'): string {
  const { time, daysBefore, timeZone } = school.orderDeadline;
  return remembered(ruleTexts, `${school.timeZone}|${time}|${daysBefore}|${timeZone}|${language}`, () => {
    // A January and a July lunch date give the standard-time and daylight-saving-time hours.
    const [winterDate, summerDate] = ['2026-01-15', '2026-07-15'] as const;
    const winter = formatInstantTime(orderDeadline(winterDate, school), school.timeZone, language);
    const summer = formatInstantTime(orderDeadline(summerDate, school), school.timeZone, language);
    const when = ruleDayWords(winterDate, school, language);
    return winter === summer
      ? deadlineText(language, 'ruleSameHour', { time: winter, when })
      : deadlineText(language, 'ruleTwoHours', { winter, summer, when });
  });
}

/** 'on the lunch day', 'the evening before' (from 5 PM on), 'the day before', '2 days before'. */
function ruleDayWords(lunchDate: string, school: SchoolClock, language: LanguageCode): string {
  const deadlineDay = deadlineSchoolDate(lunchDate, school);
  if (deadlineDay === lunchDate) return deadlineText(language, 'onLunchDay');
  if (deadlineDay === addDays(lunchDate, -1)) {
    const hour = inSchoolZone(orderDeadline(lunchDate, school), school.timeZone).hour();
    return deadlineText(language, hour >= 17 ? 'eveningBefore' : 'dayBefore');
  }
  const days = dayjs.utc(lunchDate).diff(dayjs.utc(deadlineDay), 'day');
  return deadlineText(language, 'daysBefore', { count: String(days) });
}

/** '9:00 PM on Sunday, November 22': one lunch date's deadline on the school's clock. */
export function deadlineForLunchText(lunchDate: string, school: SchoolClock, language: LanguageCode = 'en'): string {
  return deadlineText(language, 'forLunch', {
    time: formatInstantTime(orderDeadline(lunchDate, school), school.timeZone, language),
    day: formatWeekdayMonthDay(deadlineSchoolDate(lunchDate, school), language),
  });
}

/** The zone as people say it: 'Pacific Time' for America/Los_Angeles ('hora del Pacífico'). */
export function schoolZoneName(timeZone: string, language: LanguageCode = 'en'): string {
  return remembered(zoneNames, `${timeZone}|${language}`, () => {
    const part = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  });
}

/**
 * 'Orders for a lunch can be placed until 9:00 PM (10:00 PM in daylight saving time) the evening
 * before, Pacific Time.' The one sentence of the deadline for the FAQ, the picker and e-mails.
 */
export function orderingDeadlineSentence(school: SchoolClock, language: LanguageCode = 'en'): string {
  return deadlineText(language, 'ordering', { rule: deadlineRuleText(school, language), zone: schoolZoneName(school.timeZone, language) });
}

/** What cancelling and changing a lunch does, said with the same deadline (issue 10 section 4). */
export function cancellationSentence(school: SchoolClock, language: LanguageCode = 'en'): string {
  return deadlineText(language, 'cancellation', { rule: deadlineRuleText(school, language), zone: schoolZoneName(school.timeZone, language) });
}

/**
 * The ordering sentence for a parent's children (issue 31): with one cut-off among their schools,
 * or none known (a visitor: `fallback`), the one sentence as before; with several, one per cut-off
 * naming its schools: 'Oak Hill Academy: Orders for a lunch can be placed until 6:00 PM 2 days
 * before, Mountain Time.'
 */
export function familyOrderingSentence(family: readonly SchoolsAtClock[], fallback: SchoolClock, language: LanguageCode = 'en'): string {
  if (family.length <= 1) return orderingDeadlineSentence(family[0]?.clock ?? fallback, language);
  return family
    .map(({ clock, schools }) => deadlineText(language, 'atSchools', { schools: schools.join(', '), sentence: orderingDeadlineSentence(clock, language) }))
    .join(' ');
}

/** The cancelling sentence for a parent's children, the same way: each cut-off with its schools when they differ. */
export function familyCancellationSentence(family: readonly SchoolsAtClock[], fallback: SchoolClock, language: LanguageCode = 'en'): string {
  if (family.length <= 1) return cancellationSentence(family[0]?.clock ?? fallback, language);
  const deadlines = family
    .map(({ clock, schools }) =>
      deadlineText(language, 'ruleAtSchools', {
        rule: deadlineRuleText(clock, language),
        zone: schoolZoneName(clock.timeZone, language),
        schools: schools.join(', '),
      }),
    )
    .join('; ');
  return deadlineText(language, 'cancellationBySchool', { deadlines });
}

/** The next-week menu announcement's closing line: Monday's deadline, and the rule for the other days. */
export function nextWeekDeadlineSentence(monday: string, school: SchoolClock, language: LanguageCode = 'en'): string {
  return deadlineText(language, 'nextWeek', { deadline: deadlineForLunchText(monday, school, language), rule: deadlineRuleText(school, language) });
}

// ---------------------------------------------------------------------------------------------
// Account credit (issue 10 section 4), integer cents throughout

/** A credit ledger entry: positive when credited (a cancelled paid lunch), negative when used at checkout. */
export interface CreditEntryFacts {
  amountCents: number;
}

/** The balance is the sum of the ledger, never a stored number that can drift. */
export function creditBalanceCents(entries: readonly CreditEntryFacts[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/** What checkout takes from the balance: as much as the total needs, never more than there is. */
export function applyCredit(balanceCents: number, totalCents: number): { creditAppliedCents: number; amountDueCents: number } {
  const creditAppliedCents = Math.max(0, Math.min(balanceCents, totalCents));
  return { creditAppliedCents, amountDueCents: totalCents - creditAppliedCents };
}

/**
 * Spreads the credit a checkout used over its lunches, earliest first, so each lunch knows how
 * much of it was paid by credit (what a cancellation gives back while the rest is unpaid).
 */
export function allocateCredit(lunchTotalsCents: readonly number[], creditCents: number): number[] {
  let left = creditCents;
  return lunchTotalsCents.map((total) => {
    const share = Math.min(total, left);
    left -= share;
    return share;
  });
}

/** What cancelling a lunch credits: all of it when paid, else the part credit had paid. */
export function creditOnCancel(lunch: { isPaid: boolean; totalCents: number; creditCents: number }): number {
  return lunch.isPaid ? lunch.totalCents : lunch.creditCents;
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
