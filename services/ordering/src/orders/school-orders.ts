import { z } from 'zod';
import { requireOwnSchool, requireRole, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { confirmedRestrictionsOn } from '@lunchbox/domain/confirmed-diets';
import { DATE_FORMAT_MESSAGE, isIsoDate, schoolToday } from '@lunchbox/domain/school-dates';
import { listSchoolDay } from './order-repository.ts';

/** One lunch as the school office reads it: the child, their class, the dish and allergies, and the parent's name only. */
export interface SchoolLunch {
  orderId: number;
  lunchDate: string;
  school: string;
  childName: string;
  grade: string;
  teacher: string | null;
  lunchOptions: string[];
  notes: string | null;
  allergies: string[];
  medicalDiet: string[];
  parentName: string;
}

const dateSchema = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).nullish();

/**
 * GET /api/school/orders?date= (issue 31 §3, docs/roles.md): a school's lunches of one date, by
 * class and child. A school office reads its own school (naming another is refused); an
 * administrator names one, or reads every school's. No payment data and no parent contact beyond the name.
 */
export async function schoolOrdersFor(
  db: Database,
  caller: Caller | null,
  args: { date?: string | null; schoolId?: number | null },
  timeZone: string,
): Promise<SchoolLunch[]> {
  const known = requireRole(caller, ['admin', 'school_office']);
  // A school office always reads its own school; an administrator one school, or every school when naming none.
  const schoolId = requireOwnSchool(known, args.schoolId);
  const date = dateSchema.parse(args.date) || schoolToday(now(), timeZone);
  const rows = await listSchoolDay(db, schoolId, date);
  return rows.map((row) => ({
    orderId: row.id,
    lunchDate: row.lunchDate,
    school: row.school,
    childName: row.childName,
    grade: row.grade,
    teacher: row.teacher,
    lunchOptions: row.lunchOptions,
    notes: row.notes,
    allergies: row.childAllergies,
    medicalDiet: confirmedRestrictionsOn(row.childConfirmedDiets, row.lunchDate),
    parentName: row.parentName,
  }));
}
