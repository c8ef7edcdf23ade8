import { startTransition, useState } from 'react';
import { nextWeekday, previousWeekday, schoolToday, weekdayOnOrAfter } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';

/** The day the Orders tab opens on: today at the schools, or the next weekday on a weekend. */
export function firstOrderDay(timeZone: string): string {
  return weekdayOnOrAfter(schoolToday(new Date(), timeZone));
}

/**
 * The day navigator of admin-area.md "Orders": starts on today at the schools, or on the next
 * weekday when today is a weekend; previous and next skip Saturday and Sunday.
 */
export function useOrderDay() {
  const [day, setDay] = useState(() => firstOrderDay(schoolTimeZone));
  return {
    day,
    // The button answers at once; the day's list (a spinner, then its cards) is drawn after that frame (issue 34: INP).
    previous: () => startTransition(() => setDay(previousWeekday)),
    next: () => startTransition(() => setDay(nextWeekday)),
  };
}
