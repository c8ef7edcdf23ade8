import dayjs from './dayjs.ts';
import { addDays, remembered } from './school-dates.ts';

/**
 * A school's cut-off (issue 31, docs/schools.md): `time` on the clock of `timeZone`, `daysBefore`
 * days before the lunch date. `timeZone` is the school's own zone, or 'UTC' for the seeded schools,
 * whose cut-off is the spec's fixed 05:00 UTC on the lunch date (SPEC_ORDER_DEADLINE).
 */
export interface SchoolDeadlineRule {
  time: string;
  daysBefore: number;
  timeZone: string;
}

/**
 * What the deadline rule and its texts need of a school: its cut-off, and the clock its parents
 * read (`timeZone`, where the texts state the cut-off). A School of GET /api/schools or the graph
 * is one as it is.
 */
export interface SchoolClock {
  timeZone: string;
  orderDeadline: SchoolDeadlineRule;
}

/** The spec's rule (parent-app.md sections 4 and 9), the seeded schools' cut-off all year: 05:00 UTC on the lunch date. */
export const SPEC_ORDER_DEADLINE: SchoolDeadlineRule = { time: '05:00', daysBefore: 0, timeZone: 'UTC' };

/**
 * A school at the spec's cut-off read on `timeZone` (the SCHOOL_TIMEZONE setting): what the seeded
 * schools are, and what a text that speaks for no one school in particular (an administrator's
 * template, a visitor's FAQ) states.
 */
export function seededSchoolClock(timeZone: string): SchoolClock {
  return { timeZone, orderDeadline: SPEC_ORDER_DEADLINE };
}

/** Zone conversions are costly and asked again and again about the same few dates and rules. */
const deadlines = new Map<string, number>();

/** The last instant at which a lunch at this school can be ordered. */
export function schoolOrderDeadline(lunchDate: string, rule: SchoolDeadlineRule): Date {
  const key = `${lunchDate}|${rule.time}|${rule.daysBefore}|${rule.timeZone}`;
  return new Date(
    remembered(deadlines, key, () => {
      const day = addDays(lunchDate, -rule.daysBefore);
      return dayjs.tz(`${day} ${rule.time}`, 'YYYY-MM-DD HH:mm', rule.timeZone).valueOf();
    }),
  );
}

/** True once now is later than the school's cut-off for the lunch date (at the cut-off itself it is not yet). */
export function isPastSchoolDeadline(lunchDate: string, now: Date, rule: SchoolDeadlineRule): boolean {
  return now.getTime() > schoolOrderDeadline(lunchDate, rule).getTime();
}

/** A family's schools grouped by cut-off: the schools (by name) that share one. */
export interface SchoolsAtClock {
  clock: SchoolClock;
  schools: string[];
}

/** Two schools whose cut-offs read the same on the same clock say the same sentence. */
export function sameSchoolRule(a: SchoolClock, b: SchoolClock): boolean {
  const [x, y] = [a.orderDeadline, b.orderDeadline];
  return a.timeZone === b.timeZone && x.time === y.time && x.daysBefore === y.daysBefore && x.timeZone === y.timeZone;
}

/** Schools (by name, each once, in the order given) grouped by the cut-off they share. */
export function groupBySchoolRule(entries: readonly { school: string; clock: SchoolClock }[]): SchoolsAtClock[] {
  const groups: { clock: SchoolClock; schools: string[] }[] = [];
  for (const { school, clock } of entries) {
    const same = groups.find((group) => sameSchoolRule(group.clock, clock));
    if (!same) groups.push({ clock, schools: [school] });
    else if (!same.schools.includes(school)) same.schools.push(school);
  }
  return groups;
}
