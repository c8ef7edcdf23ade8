import { z } from 'zod';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { DATE_FORMAT_MESSAGE, isIsoDate, schoolToday } from '@lunchbox/domain/school-dates';
import { requireKitchenOrAdmin } from './kitchen-access.ts';
import { byDelivery, lunchesToCook, schoolFilter, schoolKey, type LunchToCook } from './lunches-to-cook.ts';

/**
 * The driver's delivery sheets (issue 31 section 2): for one date, one per school in the order they
 * are delivered, each with the school's delivery time, how many of each dish, and the children who
 * eat there (name, class and dish), by class. Cancelled lunches are not delivered.
 */

export interface DeliveryChild {
  childName: string;
  grade: string;
  teacher: string | null;
  menuItem: string;
}

export interface DeliverySchool {
  schoolId: number | null;
  school: string;
  deliveryTime: string | null;
  total: number;
  items: { menuItem: string; count: number }[];
  children: DeliveryChild[];
}

export interface DeliverySheets {
  date: string;
  total: number;
  schools: DeliverySchool[];
}

const dateSchema = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).nullish();

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The sheets of one day's lunches: schools in delivery order, children by grade, teacher and name. */
export function deliverySheetsOf(date: string, lunches: readonly LunchToCook[]): DeliverySheets {
  const bySchool = new Map<string, LunchToCook[]>();
  for (const lunch of [...lunches].sort((a, b) => byDelivery(a, b) || schoolKey(a).localeCompare(schoolKey(b)))) {
    const key = schoolKey(lunch);
    bySchool.set(key, [...(bySchool.get(key) ?? []), lunch]);
  }
  const schools = [...bySchool.values()].map((ofSchool) => {
    const counts = new Map<string, number>();
    for (const lunch of ofSchool) counts.set(lunch.menuItem, (counts.get(lunch.menuItem) ?? 0) + 1);
    return {
      schoolId: ofSchool[0]!.schoolId,
      school: ofSchool[0]!.school,
      deliveryTime: ofSchool[0]!.deliveryTime,
      total: ofSchool.length,
      items: [...counts].map(([menuItem, count]) => ({ menuItem, count })).sort((a, b) => collator.compare(a.menuItem, b.menuItem)),
      children: ofSchool
        .map(({ childName, grade, teacher, menuItem }) => ({ childName, grade, teacher, menuItem }))
        .sort((a, b) => collator.compare(a.grade, b.grade) || collator.compare(a.teacher ?? '', b.teacher ?? '') || collator.compare(a.childName, b.childName)),
    };
  });
  return { date, total: lunches.length, schools };
}

/** Administrators (whoever reads the production sheet): the delivery sheets of a date (today at the schools when none), of one school with `schoolId`. */
export async function deliverySheetsFor(
  db: Database,
  caller: Caller | null,
  args: { date?: string | null; schoolId?: unknown },
  timeZone: string,
): Promise<DeliverySheets> {
  requireKitchenOrAdmin(caller);
  const date = dateSchema.parse(args.date) || schoolToday(now(), timeZone);
  const schoolId = await schoolFilter(db, args.schoolId);
  return deliverySheetsOf(date, await lunchesToCook(db, { from: date, to: date }, schoolId));
}
