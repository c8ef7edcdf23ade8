import { z } from 'zod';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { confirmedRestrictionsOn } from '@lunchbox/domain/confirmed-diets';
import { knownSchools } from '../db/schema.ts';
import { listSchedule } from '../orders/order-repository.ts';
import { findKnownSchool } from '../read-models/schools.ts';

/** One lunch to cook: what the order recorded, with the child's allergies as identity last told ordering. */
export interface LunchToCook {
  lunchDate: string;
  /** identity's school id; null for a lunch at a school ordering has not heard of. */
  schoolId: number | null;
  school: string;
  /** `HH:mm` on the school's clock, from the schools read model; null when it is not known. */
  deliveryTime: string | null;
  grade: string;
  teacher: string | null;
  menuItem: string;
  childName: string;
  allergies: readonly string[];
  medicalDiet: readonly string[];
}

export const PRODUCTION_SCHOOL_MESSAGE = 'schoolId must be the id of a school';
export const UNKNOWN_PRODUCTION_SCHOOL_MESSAGE = 'No school has that schoolId';

const schoolIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, PRODUCTION_SCHOOL_MESSAGE).transform(Number), z.null(), z.undefined()], {
    error: PRODUCTION_SCHOOL_MESSAGE,
  })
  .refine((value) => value == null || (Number.isSafeInteger(value) && value > 0), PRODUCTION_SCHOOL_MESSAGE);

/** The school a sheet is narrowed to (issue 31): a school ordering knows, or null for every school. */
export async function schoolFilter(db: Executor, raw: unknown): Promise<number | null> {
  const schoolId = schoolIdSchema.parse(raw) ?? null;
  if (schoolId !== null && !(await findKnownSchool(db, schoolId))) throw new AppError('BAD_USER_INPUT', UNKNOWN_PRODUCTION_SCHOOL_MESSAGE);
  return schoolId;
}

/** The active lunches of the dates (cancelled ones are not cooked), of one school when `schoolId` is not null. */
export async function lunchesToCook(db: Executor, range: { from: string; to: string }, schoolId: number | null): Promise<LunchToCook[]> {
  const rows = (await listSchedule(db, range)).filter((row) => schoolId === null || row.schoolId === schoolId);
  const ids = [...new Set(rows.flatMap((row) => (row.schoolId == null ? [] : [row.schoolId])))];
  const schools =
    ids.length === 0
      ? []
      : await db
          .select({ schoolId: knownSchools.schoolId, deliveryTime: knownSchools.deliveryTime })
          .from(knownSchools)
          .where(inArray(knownSchools.schoolId, ids))
          .orderBy(asc(knownSchools.schoolId));
  const deliveryTimes = new Map(schools.map((school) => [school.schoolId, school.deliveryTime]));
  return rows.map((row) => ({
    lunchDate: row.lunchDate,
    schoolId: row.schoolId ?? null,
    school: row.school,
    deliveryTime: row.schoolId == null ? null : (deliveryTimes.get(row.schoolId) ?? null),
    grade: row.grade,
    teacher: row.teacher,
    menuItem: row.lunchOptions.join(', '),
    childName: row.childName,
    // Kept current on the lunch from identity's child.upserted (children read model).
    allergies: row.childAllergies,
    medicalDiet: confirmedRestrictionsOn(row.childConfirmedDiets, row.lunchDate),
  }));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The order the schools are delivered in: by delivery time (unknown last), then by name. */
export function byDelivery(a: Pick<LunchToCook, 'deliveryTime' | 'school'>, b: Pick<LunchToCook, 'deliveryTime' | 'school'>): number {
  return (a.deliveryTime ?? '99:99').localeCompare(b.deliveryTime ?? '99:99') || collator.compare(a.school, b.school);
}

/** The key a school's lunches are grouped by: its id, or its name for a lunch at a school not known. */
export function schoolKey(lunch: Pick<LunchToCook, 'schoolId' | 'school'>): string {
  return lunch.schoolId === null ? `name:${lunch.school}` : `id:${lunch.schoolId}`;
}
