import dayjs from './dayjs.ts';
import { addDays, formatInstantTime, formatWeekdayMonthDay, inSchoolZone, INTL_LOCALES, remembered, schoolToday } from './school-dates.ts';
import { deadlineText } from './i18n/deadline-texts.ts';
import { deadlineSchoolDate, deadlineStatus, orderDeadline, type DeadlineStatus } from './order-rules.ts';
import type { SchoolClock, SchoolsAtClock } from './school-deadline.ts';
import type { LanguageCode } from './i18n/languages.ts';

/**
 * The order deadline in the words parents read (parent-app.md sections 2, 4 and 9, issue 31): the
 * rule for every lunch (contact, FAQ, picker, e-mails, the next-week template), one lunch's
 * deadline, the cart's notice, and a family's sentences when its children's schools close at
 * different times. The rule itself, and the refusal that cites it, are order rules (order-rules.ts);
 * the words of each language are the catalogue's (i18n/deadline-texts.ts).
 */

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
// The cart

/** The cart's expired badge and note (parent-app.md section 2, cart screen). */
export const DEADLINE_PASSED_BADGE = 'Deadline passed';
export const EXPIRED_CART_ITEM_NOTE = 'This order is past the deadline and cannot be processed. Please remove it or contact admin.';
export const REMOVE_EXPIRED_ITEMS_HINT = 'Please remove expired items to proceed with payment.';

/** The cart summary line: '2 item(s) cannot be ordered (deadline passed)'. */
export function expiredItemsSummary(count: number): string {
  return `${count} item(s) cannot be ordered (deadline passed)`;
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
