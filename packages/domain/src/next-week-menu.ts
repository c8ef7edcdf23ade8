import { addDays, mondayOf, schoolToday } from './school-dates.ts';

/**
 * The administrators' "next week" (admin-area.md: Communications, 'Load Next Week Menu'): the
 * calendar week after the one that holds today at the schools, whatever the parents' screens show.
 * Its announcement says orders must be placed by Sunday 11:59 PM, so on a Saturday or a Sunday
 * "next week" is the one starting the following Monday.
 */

/** The answer when next week has no active items (admin-area.md section 8, shown on a 404). */
export const NO_NEXT_WEEK_MENU_MESSAGE = 'No menu items available for next week. Please add menu items first.';

/** The Monday of the calendar week that holds today at the schools. */
export function currentWeekMonday(now: Date, timeZone: string): string {
  return mondayOf(schoolToday(now, timeZone));
}

/** The Monday after the current calendar week at the schools. */
export function nextWeekMonday(now: Date, timeZone: string): string {
  return addDays(currentWeekMonday(now, timeZone), 7);
}
