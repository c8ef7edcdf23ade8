import { z } from 'zod';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { requireKitchenOrAdmin } from './kitchen-access.ts';
import type { Database } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { addDays, DATE_FORMAT_MESSAGE, isIsoDate, mondayOf, schoolToday } from '@lunchbox/domain/school-dates';
import { byDelivery, lunchesToCook, schoolFilter, schoolKey, type LunchToCook } from './lunches-to-cook.ts';

export type { LunchToCook } from './lunches-to-cook.ts';

/**
 * The kitchen's production sheet (issue 13 section 3): how many of each dish to cook for a date or
 * a week, by school and by grade and teacher within a school, with the children who have
 * allergies named under their dish. Cancelled lunches are not cooked, so they are not counted.
 * The schools come in the order they are delivered (issue 31): by each school's delivery time.
 */

export const PRODUCTION_RANGE_MESSAGE = 'Give a date or a week (YYYY-MM-DD), not both';

const isoDate = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE);

/** `date` is one day; `week` is any day of a week, which means its Monday to Friday. */
const productionRangeSchema = z
  .object({ date: isoDate.nullish(), week: isoDate.nullish() })
  .refine((range) => !(range.date && range.week), PRODUCTION_RANGE_MESSAGE);

/** The dates a sheet covers; without a date or a week, today at the schools (as the admin's day orders start). */
export function productionRange(args: { date?: string | null; week?: string | null }, today: string): { from: string; to: string } {
  const { date, week } = productionRangeSchema.parse(args);
  if (week) {
    const monday = mondayOf(week);
    return { from: monday, to: addDays(monday, 4) };
  }
  return { from: date || today, to: date || today };
}

export interface AllergyNote {
  childName: string;
  grade: string;
  teacher: string | null;
  allergies: string[];
  /** The school's approved medical diet in force that day (issue 32), apart from the declared allergies. */
  medicalDiet: string[];
}

export interface ItemCount {
  menuItem: string;
  count: number;
  /** The children eating this dish who have allergies, by name. */
  allergyNotes: AllergyNote[];
}

export interface ClassCount {
  grade: string;
  teacher: string | null;
  total: number;
  items: ItemCount[];
}

export interface SchoolCount {
  /** identity's school id; null for lunches at a school ordering has not heard of. */
  schoolId: number | null;
  school: string;
  /** `HH:mm` on the school's clock; null when not known. */
  deliveryTime: string | null;
  total: number;
  items: ItemCount[];
  classes: ClassCount[];
}

export interface ProductionDay {
  date: string;
  total: number;
  items: ItemCount[];
  schools: SchoolCount[];
}

export interface ProductionSheet {
  from: string;
  to: string;
  total: number;
  days: ProductionDay[];
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

function itemCounts(lunches: readonly LunchToCook[]): ItemCount[] {
  return [...groupBy(lunches, (lunch) => lunch.menuItem)].map(([menuItem, ofItem]) => ({
    menuItem,
    count: ofItem.length,
    allergyNotes: ofItem
      .filter((lunch) => lunch.allergies.length > 0 || lunch.medicalDiet.length > 0)
      .map((lunch) => ({
        childName: lunch.childName,
        grade: lunch.grade,
        teacher: lunch.teacher,
        allergies: [...lunch.allergies],
        medicalDiet: [...lunch.medicalDiet],
      })),
  }));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The order a sheet reads in: date, school in delivery order, grade (2 before 10), teacher, dish, child. */
function byPlace(a: LunchToCook, b: LunchToCook): number {
  return (
    a.lunchDate.localeCompare(b.lunchDate) ||
    byDelivery(a, b) ||
    schoolKey(a).localeCompare(schoolKey(b)) ||
    collator.compare(a.grade, b.grade) ||
    collator.compare(a.teacher ?? '', b.teacher ?? '') ||
    collator.compare(a.menuItem, b.menuItem) ||
    collator.compare(a.childName, b.childName)
  );
}

const byDish = (a: LunchToCook, b: LunchToCook) => collator.compare(a.menuItem, b.menuItem) || collator.compare(a.childName, b.childName);

/** Counts the lunches by day, school, and class (grade and teacher), each by dish. */
export function countProduction(range: { from: string; to: string }, unsorted: readonly LunchToCook[]): ProductionSheet {
  const lunches = [...unsorted].sort(byPlace);
  const days = [...groupBy(lunches, (lunch) => lunch.lunchDate)].map(([date, ofDay]) => ({
    date,
    total: ofDay.length,
    items: itemCounts([...ofDay].sort(byDish)),
    schools: [...groupBy(ofDay, schoolKey)].map(([, ofSchool]) => ({
      schoolId: ofSchool[0]!.schoolId,
      school: ofSchool[0]!.school,
      deliveryTime: ofSchool[0]!.deliveryTime,
      total: ofSchool.length,
      items: itemCounts([...ofSchool].sort(byDish)),
      classes: [...groupBy(ofSchool, (lunch) => `${lunch.grade}\u0000${lunch.teacher ?? ''}`)].map(([, ofClass]) => ({
        grade: ofClass[0]!.grade,
        teacher: ofClass[0]!.teacher,
        total: ofClass.length,
        items: itemCounts(ofClass),
      })),
    })),
  }));
  return { ...range, total: lunches.length, days };
}

/** Administrators and the kitchen (docs/roles.md): the production sheet of a date or of a week (Monday to Friday). */
export async function productionSheetFor(
  db: Database,
  caller: Caller | null,
  args: { date?: string | null; week?: string | null; schoolId?: unknown },
  timeZone: string,
): Promise<ProductionSheet> {
  requireKitchenOrAdmin(caller);
  const range = productionRange(args, schoolToday(now(), timeZone));
  const schoolId = await schoolFilter(db, args.schoolId);
  return countProduction(range, await lunchesToCook(db, range, schoolId));
}
