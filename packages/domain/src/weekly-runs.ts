import { z } from 'zod';
import { fieldError, objectError } from './field-errors.ts';
import { nextWeekMonday } from './next-week-menu.ts';
import { addDays, DAY_NAMES, isIsoDate, mondayOf, schoolTimeOfDay, schoolToday, weekdayName, type DayName } from './school-dates.ts';

/**
 * When the weekly work of issue 27 runs and which week it works on: the standing-order placement
 * (`STANDING_ORDERS_AT`, default Wednesday 18:00) and the reminders (`REMINDERS_AT`, default
 * Thursday 12:00), both in school time, each for the week after the one holding today at the schools.
 */

export const DEFAULT_STANDING_ORDERS_AT = 'Wednesday 18:00';
export const DEFAULT_REMINDERS_AT = 'Thursday 12:00';

/** A moment of every week at the schools. */
export interface WeeklyMoment {
  weekday: DayName;
  hour: number;
  minute: number;
}

const MOMENT = /^([A-Za-z]+)\s+([01]?\d|2[0-3]):([0-5]\d)$/;
const MOMENT_TEXT = 'must be a day and a school time, such as Wednesday 18:00';

/** 'Wednesday 18:00' (any case, 24-hour clock) as a weekly moment; a setting's schema names itself in the message. */
export function weeklyMomentSchema(setting: string) {
  return z.string({ error: `${setting} ${MOMENT_TEXT}` }).transform((text, ctx): WeeklyMoment => {
    const match = MOMENT.exec(text.trim());
    const weekday = DAY_NAMES.find((day) => day.toLowerCase() === match?.[1]?.toLowerCase());
    if (!match || !weekday) {
      ctx.addIssue({ code: 'custom', message: `${setting} ${MOMENT_TEXT}` });
      return z.NEVER;
    }
    return { weekday, hour: Number(match[2]), minute: Number(match[3]) };
  });
}

/** The moment as a cron expression for a job queue that runs it in the schools' zone: '0 18 * * 3'. */
export function weeklyMomentCron(moment: WeeklyMoment): string {
  const sundayFirst = (DAY_NAMES.indexOf(moment.weekday) + 1) % 7;
  return `${moment.minute} ${moment.hour} * * ${sundayFirst}`;
}

/** The week a run at `now` works on: the one after the week holding today at the schools. */
export function runWeekMonday(now: Date, timeZone: string): string {
  return nextWeekMonday(now, timeZone);
}

/**
 * The week the next scheduled run will work on (the "Every week" screen says it): next week while
 * this week's moment is still ahead, else the week after.
 */
export function nextScheduledRunWeek(moment: WeeklyMoment, now: Date, timeZone: string): string {
  const today = schoolToday(now, timeZone);
  const { hour, minute } = schoolTimeOfDay(now, timeZone);
  const todayIndex = DAY_NAMES.indexOf(weekdayName(today));
  const momentIndex = DAY_NAMES.indexOf(moment.weekday);
  const ahead = todayIndex < momentIndex || (todayIndex === momentIndex && hour * 60 + minute < moment.hour * 60 + moment.minute);
  return ahead ? runWeekMonday(now, timeZone) : addDays(runWeekMonday(now, timeZone), 7);
}

/**
 * The body of `POST /api/admin/standing-orders/run` and `POST /api/admin/reminders/run`: `{ week }`,
 * any date of the week ('YYYY-MM-DD'), answered as that week's Monday.
 */
export const weekRunSchema = z.strictObject(
  {
    week: z
      .string({ error: fieldError('must be a date in the form YYYY-MM-DD') })
      .trim()
      .refine(isIsoDate, { error: fieldError('must be a date in the form YYYY-MM-DD') })
      .transform(mondayOf),
  },
  { error: objectError() },
);
