import dayjs from './dayjs.ts';
import { addDays } from './school-dates.ts';

/** A school's cut-off (issue 31, docs/schools.md): `time` on the school's clock, `daysBefore` days before the lunch date. */
export interface SchoolDeadlineRule {
  time: string;
  daysBefore: number;
  timeZone: string;
}

/**
 * The last instant at which a lunch at this school can be ordered. Read on the school's own clock,
 * so a cut-off at 21:00 stays at 21:00 for the parents there through a change of daylight time.
 */
export function schoolOrderDeadline(lunchDate: string, rule: SchoolDeadlineRule): Date {
  const day = addDays(lunchDate, -rule.daysBefore);
  return dayjs.tz(`${day} ${rule.time}`, 'YYYY-MM-DD HH:mm', rule.timeZone).toDate();
}

/** True once now is later than the school's cut-off for the lunch date (at the cut-off itself it is not yet). */
export function isPastSchoolDeadline(lunchDate: string, now: Date, rule: SchoolDeadlineRule): boolean {
  return now.getTime() > schoolOrderDeadline(lunchDate, rule).getTime();
}
