import { isPastDeadline } from './order-rules.ts';
import { seededSchoolClock, type SchoolClock } from './school-deadline.ts';
import { addDays, mondayOf, schoolTimeOfDay, schoolToday, weekDates, weekdayName } from './school-dates.ts';

/**
 * Which menu week the screens start on (parent-app.md section 4, admin-area.md section 4), always
 * evaluated in the schools' zone.
 *
 * Worth knowing: with the 05:00 UTC deadline, a school in America/Los_Angeles has at most Friday
 * left orderable from Wednesday evening (10:00 PM summer, 9:00 PM winter), so the "fewer than 2
 * orderable weekdays" rule already moves the parents' screens to next week before Thursday 18:00.
 * The Thursday 18:00 rule still decides the admin forms' default week, and the parents' week in
 * zones far east of UTC.
 */

/** The weekly cut-over: Thursday from 18:00 school time onward (parent-app.md section 9). */
export const WEEKLY_CUTOFF_WEEKDAY = 'Thursday';
export const WEEKLY_CUTOFF_HOUR = 18;

/** Fewer orderable weekdays than this in the current week shows the next one. */
export const MIN_ORDERABLE_WEEKDAYS = 2;

/** The menu weeks a parent can look at: the starting week (0) and the one after it (1). */
export const VIEWABLE_WEEK_OFFSETS = [0, 1] as const;
export type WeekOffset = (typeof VIEWABLE_WEEK_OFFSETS)[number];
export const MAX_WEEK_OFFSET: WeekOffset = 1;

/** A date can still be ordered while its deadline has not passed (only weekdays carry lunches). */
export function isOrderable(date: string, now: Date, school: SchoolClock): boolean {
  return !isPastDeadline(date, now, school);
}

/** True from Thursday 18:00 school time through Friday, Saturday and Sunday. */
export function isPastWeeklyCutoff(now: Date, timeZone: string): boolean {
  const day = weekdayName(schoolToday(now, timeZone));
  if (day === 'Friday' || day === 'Saturday' || day === 'Sunday') return true;
  return day === WEEKLY_CUTOFF_WEEKDAY && schoolTimeOfDay(now, timeZone).hour >= WEEKLY_CUTOFF_HOUR;
}

/** How many of the week's five weekdays can still be ordered. */
export function orderableWeekdayCount(monday: string, now: Date, school: SchoolClock): number {
  return weekDates(monday).filter((date) => isOrderable(date, now, school)).length;
}

/**
 * The Monday of the menu week the home section, /weekly-menu and the order picker start on: the
 * current Monday-based week, except the next week from Thursday 18:00, on Friday to Sunday, or when
 * fewer than 2 of the current week's weekdays are still orderable.
 */
export function shownMenuWeekMonday(now: Date, timeZone: string): string {
  const currentMonday = mondayOf(schoolToday(now, timeZone));
  const nextMonday = addDays(currentMonday, 7);
  if (isPastWeeklyCutoff(now, timeZone)) return nextMonday;
  // The week every screen starts on is the caterer's, one for all: counted at the spec's cut-off.
  if (orderableWeekdayCount(currentMonday, now, seededSchoolClock(timeZone)) < MIN_ORDERABLE_WEEKDAYS) return nextMonday;
  return currentMonday;
}

/** The admin menu forms' default weekStartDate: this week's Monday, or next week's from Thursday 18:00 and on Friday to Sunday. */
export function defaultMenuFormWeek(now: Date, timeZone: string): string {
  const currentMonday = mondayOf(schoolToday(now, timeZone));
  return isPastWeeklyCutoff(now, timeZone) ? addDays(currentMonday, 7) : currentMonday;
}

/** A menu week's default end: its start plus 4 days (admin-area.md sections 5 and 9). */
export function weekEndDateFor(weekStartDate: string): string {
  return addDays(weekStartDate, 4);
}

/** Keeps a requested offset within the viewable weeks (0 or 1). */
export function clampWeekOffset(offset: number): WeekOffset {
  return Number.isFinite(offset) && offset >= MAX_WEEK_OFFSET ? MAX_WEEK_OFFSET : 0;
}

/** The Monday shown at a week offset from the starting week. */
export function menuWeekMondayAt(offset: number, now: Date, timeZone: string): string {
  return addDays(shownMenuWeekMonday(now, timeZone), 7 * clampWeekOffset(offset));
}

/** The Previous button shows only above offset 0; Next only below offset 1. */
export function canViewPreviousWeek(offset: number): boolean {
  return offset > 0;
}

export function canViewNextWeek(offset: number): boolean {
  return offset < MAX_WEEK_OFFSET;
}

/** True when the date lies in one of the two viewable weeks (Monday of the starting week to Sunday of the next). */
export function isInViewableWeeks(date: string, now: Date, timeZone: string): boolean {
  const start = shownMenuWeekMonday(now, timeZone);
  return date >= start && date <= addDays(start, 13);
}
