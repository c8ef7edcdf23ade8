import type { LanguageCode } from './i18n/languages.ts';
import { deadlineForLunchText } from './deadline-sentences.ts';
import { dayOffer, isPastDeadline, oneLunchKey, orderDeadline } from './order-rules.ts';
import { closureOn, type SchoolClosure } from './school-closures.ts';
import type { StandingMenuItem } from './standing-order-placement.ts';
import { toIsoDate, weekDates } from './school-dates.ts';
import type { SchoolClock } from './school-deadline.ts';

/**
 * The reminder before the cut-off (issue 27 section 2): which of a parent's children have no lunch
 * on which of a week's orderable school days, and the deadline of the first of them. Pure: the
 * service gathers the facts, checks the parent's settings (notification-settings `reminderChannels`)
 * and keeps one reminder per parent and week.
 */

export interface ReminderChild {
  id: number;
  /** The name the reminder shows. */
  name: string;
  /** The child's school: a day closed there only is not asked of this child (issue 31). */
  schoolId?: number | null;
  /** The child's school's clock: its cut-off decides which days are still orderable. */
  school: SchoolClock;
}

/** A lunch of one of the parent's children; a cancelled one leaves its day without a lunch. */
export interface ReminderLunch {
  childId: number;
  /** 'YYYY-MM-DD' or a date-time text (older orders). */
  lunchDate: string;
  /** 'active' or 'cancelled'; absent means active. */
  status?: string;
}

/** Whether a child's standing order is on (standing-orders `StandingOrder.active`). */
export interface StandingOrderCoverage {
  childId: number;
  active: boolean;
}

export interface ChildWithoutLunches {
  childId: number;
  name: string;
  /** The orderable school days without a lunch, earliest first. */
  dates: string[];
}

export interface WeekReminder {
  /** The week's Monday (the order page opens on that week). */
  monday: string;
  /** Only the children missing a lunch, in the order given. */
  children: ChildWithoutLunches[];
  /** The earliest day any child misses, and its ordering deadline. */
  firstDeadline: {
    lunchDate: string;
    /** The deadline as an ISO instant (order-rules `orderDeadline`). */
    at: string;
    /** '9:00 PM on Sunday, November 22': the deadline on the school's clock and the reader's language. */
    text: string;
    /** The school of the child it is for, whose cut-off the reminder states. */
    school: SchoolClock;
  };
}

/**
 * The week's school days that can still be ordered at `now`: Monday to Friday, neither closed (by an
 * administrator, or by a 'no service' menu when the menu is given) nor past its deadline. With the
 * menu given, a day without one is left out as well: a reminder cannot send a parent to order it.
 */
export function orderableSchoolDays(input: {
  monday: string;
  closures: readonly SchoolClosure[];
  now: Date;
  menuItems?: readonly StandingMenuItem[];
  /** The school whose cut-off decides. */
  school: SchoolClock;
  /** The school whose own closures count beside every school's. */
  schoolId?: number | null;
}): string[] {
  const { closures, now, menuItems, school, schoolId } = input;
  return weekDates(input.monday).filter((date) => {
    if (isPastDeadline(date, now, school)) return false;
    if (!menuItems) return !closureOn(closures, date, schoolId);
    return dayOffer(menuItems, closures, date, schoolId).kind === 'open';
  });
}

/**
 * The reminder one parent needs for the week starting `monday`, or null when there is nothing to
 * remind: every child either has an active standing order (it places the week; a day it skipped was
 * said in its own e-mail) or holds a lunch on each orderable school day.
 */
export function weekReminder(input: {
  children: readonly ReminderChild[];
  lunches: readonly ReminderLunch[];
  standingOrders: readonly StandingOrderCoverage[];
  monday: string;
  closures: readonly SchoolClosure[];
  menuItems?: readonly StandingMenuItem[];
  now: Date;
  language?: LanguageCode;
}): WeekReminder | null {
  const { children, lunches, standingOrders, monday, language = 'en' } = input;
  const covered = new Set(standingOrders.filter((order) => order.active).map((order) => order.childId));
  const held = new Set(
    lunches
      .filter((lunch) => (lunch.status ?? 'active') !== 'cancelled')
      .map((lunch) => oneLunchKey({ childId: lunch.childId, lunchDate: toIsoDate(lunch.lunchDate) ?? lunch.lunchDate })),
  );
  const missing = children
    .filter((child) => !covered.has(child.id))
    .map((child) => {
      const days = orderableSchoolDays({ ...input, school: child.school, schoolId: child.schoolId });
      return { child, dates: days.filter((lunchDate) => !held.has(oneLunchKey({ childId: child.id, lunchDate }))) };
    })
    .filter(({ dates }) => dates.length > 0);
  // The soonest cut-off of any child's first missing day: children at two schools close at different times.
  const first = missing
    .map(({ child, dates }) => ({ lunchDate: dates[0]!, school: child.school, at: orderDeadline(dates[0]!, child.school) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.lunchDate.localeCompare(b.lunchDate))
    .at(0);
  if (first === undefined) return null;
  return {
    monday,
    children: missing.map(({ child, dates }) => ({ childId: child.id, name: child.name, dates })),
    firstDeadline: {
      lunchDate: first.lunchDate,
      at: first.at.toISOString(),
      text: deadlineForLunchText(first.lunchDate, first.school, language),
      school: first.school,
    },
  };
}
