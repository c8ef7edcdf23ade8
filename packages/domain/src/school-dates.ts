import dayjs, { type Dayjs } from './dayjs.ts';

/**
 * Dates of the school calendar.
 *
 * Two kinds of values are kept apart on purpose:
 * - a calendar date ('YYYY-MM-DD': lunch dates, menu week dates) names a day, not an instant, so
 *   its arithmetic and formatting never depend on a time zone or on the machine's zone;
 * - an instant (`Date`: now, createdAt) becomes a calendar date or a time of day only through the
 *   schools' time zone, which every caller passes explicitly (the `SCHOOL_TIMEZONE` setting).
 * Nothing here reads the clock.
 */

/** The schools' zone when the `SCHOOL_TIMEZONE` setting is not given (DESIGN.md). */
export const DEFAULT_SCHOOL_TIMEZONE = 'America/Los_Angeles';

/** The five school days of a menu week, in order (parent-app.md section 9: weeks start Monday). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Every day name, Monday first. */
export const DAY_NAMES = [...WEEKDAYS, 'Saturday', 'Sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

const LEADING_ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/**
 * A calendar date as dayjs in UTC mode, where its fields and formatting never meet the machine's
 * zone; null when the text is not a real 'YYYY-MM-DD' date (strict parsing refuses 2026-02-30).
 */
function calendarDayOrNull(date: string): Dayjs | null {
  return remembered(calendarDays, date, () => {
    const day = dayjs.utc(date, 'YYYY-MM-DD', true);
    return day.isValid() ? day : null;
  });
}

/**
 * dayjs's strict parse and its arithmetic were a twentieth of the servers' CPU in a checkout rush,
 * asked again and again about the same few dates; their answers depend on the text alone (Dayjs
 * values are immutable), so they are kept, a bounded number, cleared whole when full.
 */
const calendarDays = new Map<string, Dayjs | null>();
const shiftedDays = new Map<string, string>();
const REMEMBERED_LIMIT = 5000;

/** `work`'s answer for `key`, worked out once while `memory` holds it (a bounded number, cleared whole when full). */
export function remembered<T>(memory: Map<string, T>, key: string, work: () => T): T {
  if (memory.has(key)) return memory.get(key) as T;
  const value = work();
  if (memory.size >= REMEMBERED_LIMIT) memory.clear();
  memory.set(key, value);
  return value;
}

function calendarDay(date: string): Dayjs {
  const day = calendarDayOrNull(date);
  if (!day) throw new RangeError(`Not a calendar date in the form YYYY-MM-DD: "${date}"`);
  return day;
}

/** What a form or a filter answers for a date that is not a calendar date written 'YYYY-MM-DD'. */
export const DATE_FORMAT_MESSAGE = 'Date must be in the form YYYY-MM-DD';

/** True when the text is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && calendarDayOrNull(text) !== null;
}

/**
 * The calendar date a stored date text names: 'YYYY-MM-DD' as it is, and a date-time text such as
 * '2026-11-23T00:00:00.000Z' (older lunch orders, admin-area.md section 3) by its written date
 * part, never shifted by a zone. Null for anything else.
 */
export function toIsoDate(text: string): string | null {
  const match = LEADING_ISO_DATE.exec(text.trim());
  return match?.[1] && isIsoDate(match[1]) ? match[1] : null;
}

/** The date n days after (or, with a negative n, before) the given date. */
export function addDays(date: string, days: number): string {
  return remembered(shiftedDays, `${date}|${days}`, () => calendarDay(date).add(days, 'day').format('YYYY-MM-DD'));
}

/** 'Monday' … 'Sunday' for the date. */
export function weekdayName(date: string): DayName {
  const sundayFirst = calendarDay(date).day();
  return DAY_NAMES[(sundayFirst + 6) % 7] as DayName;
}

/** True on Saturday and Sunday. */
export function isWeekend(date: string): boolean {
  const name = weekdayName(date);
  return name === 'Saturday' || name === 'Sunday';
}

/** The Monday of the Monday-to-Sunday week that holds the date. */
export function mondayOf(date: string): string {
  return addDays(date, -DAY_NAMES.indexOf(weekdayName(date)));
}

/** Monday to Friday of the week that holds the date (normally called with that week's Monday). */
export function weekDates(monday: string): [string, string, string, string, string] {
  const start = mondayOf(monday);
  return [start, addDays(start, 1), addDays(start, 2), addDays(start, 3), addDays(start, 4)];
}

/** The next Monday-to-Friday date after the given one (Friday → Monday). */
export function nextWeekday(date: string): string {
  let next = addDays(date, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** The previous Monday-to-Friday date before the given one (Monday → Friday). */
export function previousWeekday(date: string): string {
  let previous = addDays(date, -1);
  while (isWeekend(previous)) previous = addDays(previous, -1);
  return previous;
}

/** The date itself on a weekday, else the following Monday (the admin orders navigator's start). */
export function weekdayOnOrAfter(date: string): string {
  return isWeekend(date) ? nextWeekday(date) : date;
}

const validZones = new Map<string, boolean>();

/** True when the runtime knows the IANA zone name (use it to validate the setting at start-up). */
export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      valid = timeZone.length > 0;
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid;
}

/**
 * The schools' wall clock at an instant, for reading its fields and formatting it (not for
 * arithmetic on the instant). dayjs's own `.tz()` keeps the result as a machine-local Date, which
 * is an hour off when the machine's zone (a parent's browser anywhere) changes its clocks near
 * that time; a UTC-mode value moved by the schools' offset carries no machine zone at all.
 */
export function inSchoolZone(instant: Date | string, timeZone: string): Dayjs {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: "${timeZone}"`);
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(at)) throw new RangeError(`Not a valid instant: "${String(instant)}"`);
  return dayjs.utc(at).add(zoneOffsetMinutes(at, timeZone), 'minute');
}

/** One wall-clock formatter per zone, made on first use. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at an instant, in minutes: its wall clock read as if it were UTC, less
 * the instant. dayjs's `.tz()` builds a new formatter on every call (`toLocaleString` with a zone),
 * a tenth of a millisecond and more each; a page of lunches with their deadlines asks hundreds of
 * times (issue 34).
 */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, wallClock);
  }
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClock.formatToParts(at)) if (part.type !== 'literal') field[part.type] = Number(part.value);
  const wall = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
  // Offsets are whole minutes (to the second in some zones' distant past): the instant's milliseconds do not count.
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * Today's date ('YYYY-MM-DD') at the schools. Zone offsets are whole seconds, so the date can
 * change only when the second does: it is worked out once a second per zone (dayjs's zone
 * conversion is costly, and every checkout asks).
 */
export function schoolToday(now: Date, timeZone: string): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastSchoolToday.get(timeZone);
  if (last?.second === second) return last.date;
  const date = inSchoolZone(now, timeZone).format('YYYY-MM-DD');
  lastSchoolToday.set(timeZone, { second, date });
  return date;
}

const lastSchoolToday = new Map<string, { second: number; date: string }>();

/** Wall-clock hour and minute at the schools. */
export function schoolTimeOfDay(now: Date, timeZone: string): { hour: number; minute: number } {
  const zoned = inSchoolZone(now, timeZone);
  return { hour: zoned.hour(), minute: zoned.minute() };
}

/**
 * The language dates are written in (issue 14). English keeps the spec's exact patterns; another
 * language is written by Intl in its own order and words ('lunes, 23 de noviembre de 2026').
 */
export type DateLocale = 'en' | 'es';

/** Intl's tag for a language: Spanish as written in the United States, where the schools are. */
export const INTL_LOCALES: Record<DateLocale, string> = { en: 'en-US', es: 'es-US' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options, made on first use: a list formats each row's date with it instead of building a new one (issue 34). */
function intlFormatter(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], options)));
  return formatter;
}

function formatCalendarDate(date: string, pattern: string, locale: DateLocale, intl: Intl.DateTimeFormatOptions): string {
  if (locale === 'en') return calendarDay(date).format(pattern);
  // A calendar date has no zone: noon UTC read in UTC is that day everywhere.
  return intlFormatter(locale, { ...intl, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The spec's "long weekday date": 'Monday, November 23, 2026'. */
export function formatLongDate(date: string, locale: DateLocale = 'en'): string {
  return formatCalendarDate(date, 'dddd, MMMM D, YYYY', locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** '{weekday, month day}' of the deadline message: 'Monday, November 23'. */
export function formatWeekdayMonthDay(date: string, locale: DateLocale = 'en'): string {
  return formatCalendarDate(date, 'dddd, MMMM D', locale, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** Short day label: 'Nov 23'. */
export function formatMonthDay(date: string, locale: DateLocale = 'en'): string {
  return formatCalendarDate(date, 'MMM D', locale, { month: 'short', day: 'numeric' });
}

/** The spec's 'MMM d, yyyy' for a calendar date: 'Nov 23, 2026'. */
export function formatMediumDate(date: string, locale: DateLocale = 'en'): string {
  return formatCalendarDate(date, 'MMM D, YYYY', locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The weekday's name of a calendar date in the language: 'Monday', 'lunes'. */
export function formatWeekday(date: string, locale: DateLocale = 'en'): string {
  return formatCalendarDate(date, 'dddd', locale, { weekday: 'long' });
}

/**
 * The home Weekly Menu header, 'Week of {month day} - {month day, year}', Monday to Friday:
 * 'Week of Nov 23 - Nov 27, 2026'. Months are abbreviated as in the spec's 'MMM d, yyyy' format;
 * the year is Friday's, so a week across New Year reads 'Week of Dec 28 - Jan 1, 2027'.
 */
export function formatWeekHeader(monday: string, locale: DateLocale = 'en'): string {
  const dates = weekDates(monday);
  if (locale === 'es') return `Semana del ${formatMonthDay(dates[0], locale)} al ${formatMediumDate(dates[4], locale)}`;
  return `Week of ${formatMonthDay(dates[0])} - ${formatMediumDate(dates[4])}`;
}

function formatInstant(instant: Date | string, timeZone: string, locale: DateLocale, pattern: string, intl: Intl.DateTimeFormatOptions): string {
  if (locale === 'en') return inSchoolZone(instant, timeZone).format(pattern);
  return intlFormatter(locale, { ...intl, timeZone }).format(new Date(instant));
}

/** 'MMM d, yyyy' of an instant, in the schools' zone (feedback dates, response dates). */
export function formatInstantDate(instant: Date | string, timeZone: string, locale: DateLocale = 'en'): string {
  return formatInstant(instant, timeZone, locale, 'MMM D, YYYY', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The spec's 'MMM d, yyyy at h:mm a' of an instant, in the schools' zone: 'Nov 23, 2026 at 9:05 AM'. */
export function formatInstantDateTime(instant: Date | string, timeZone: string, locale: DateLocale = 'en'): string {
  return formatInstant(instant, timeZone, locale, 'MMM D, YYYY [at] h:mm A', { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'h:mm a' of an instant, in the schools' zone: '9:00 PM'. */
export function formatInstantTime(instant: Date | string, timeZone: string, locale: DateLocale = 'en'): string {
  return formatInstant(instant, timeZone, locale, 'h:mm A', { hour: 'numeric', minute: '2-digit' });
}
