import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { closures, schoolClosures, type ClosureRow } from '../db/schema.ts';

/**
 * The closed days between the dates (each end included when given), in date order, every school's
 * first. `schoolId` (issue 31): only the closures that apply there, that school's and every school's;
 * undefined: all of them, each naming its school (null for every school).
 */
export async function listClosuresBetween(db: Executor, range: { from?: string; to?: string; schoolId?: number }): Promise<ClosureRow[]> {
  const allSchools: SQL[] = [];
  const oneSchool: SQL[] = [];
  if (range.from) {
    allSchools.push(gte(closures.date, range.from));
    oneSchool.push(gte(schoolClosures.date, range.from));
  }
  if (range.to) {
    allSchools.push(lte(closures.date, range.to));
    oneSchool.push(lte(schoolClosures.date, range.to));
  }
  if (range.schoolId !== undefined) oneSchool.push(eq(schoolClosures.schoolId, range.schoolId));
  const [everySchool, atSchools] = await Promise.all([
    db
      .select()
      .from(closures)
      .where(allSchools.length > 0 ? and(...allSchools) : undefined),
    db
      .select()
      .from(schoolClosures)
      .where(oneSchool.length > 0 ? and(...oneSchool) : undefined)
      .orderBy(asc(schoolClosures.date), asc(schoolClosures.schoolId)),
  ]);
  return [...everySchool.map((row) => ({ ...row, schoolId: null })), ...atSchools].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.schoolId ?? 0) - (b.schoolId ?? 0),
  );
}

/** Undefined when the date is already closed there (at every school, or at that school). */
export async function insertClosure(
  db: Executor,
  values: { date: string; reason: string; createdAt: Date; schoolId: number | null },
): Promise<ClosureRow | undefined> {
  const { schoolId, ...closure } = values;
  if (schoolId === null) {
    const [row] = await db.insert(closures).values(closure).onConflictDoNothing().returning();
    return row && { ...row, schoolId: null };
  }
  const [row] = await db
    .insert(schoolClosures)
    .values({ ...closure, schoolId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Undefined when the date was not closed there. */
export async function deleteClosure(db: Executor, date: string, schoolId: number | null): Promise<ClosureRow | undefined> {
  if (schoolId === null) {
    const [row] = await db.delete(closures).where(eq(closures.date, date)).returning();
    return row && { ...row, schoolId: null };
  }
  const [row] = await db
    .delete(schoolClosures)
    .where(and(eq(schoolClosures.date, date), eq(schoolClosures.schoolId, schoolId)))
    .returning();
  return row;
}
