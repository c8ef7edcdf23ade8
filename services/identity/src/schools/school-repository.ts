import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { childProfiles, schools } from '../db/schema.ts';

export type SchoolRow = typeof schools.$inferSelect;
export type NewSchoolRow = typeof schools.$inferInsert;

export async function listSchoolRows(db: Executor): Promise<SchoolRow[]> {
  return db.select().from(schools).orderBy(asc(schools.id));
}

export async function findSchoolById(db: Executor, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return row;
}

export async function findSchoolByName(db: Executor, name: string): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select()
    .from(schools)
    .where(eq(sql`lower(${schools.name})`, name.trim().toLowerCase()));
  return row;
}

export async function lockSchool(tx: Transaction, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await tx.select().from(schools).where(eq(schools.id, schoolId)).for('update');
  return row;
}

export async function insertSchool(db: Executor, values: NewSchoolRow): Promise<SchoolRow | undefined> {
  const [row] = await db.insert(schools).values(values).returning();
  return row;
}

export async function updateSchoolRow(db: Executor, schoolId: number, changes: Partial<NewSchoolRow>): Promise<SchoolRow | undefined> {
  const [row] = await db.update(schools).set(changes).where(eq(schools.id, schoolId)).returning();
  return row;
}

/** The spec's shapes carry the school's name on each child; a rename follows to them. */
export async function renameSchoolOnChildren(db: Executor, schoolId: number, name: string): Promise<(typeof childProfiles.$inferSelect)[]> {
  return db.update(childProfiles).set({ school: name }).where(eq(childProfiles.schoolId, schoolId)).returning();
}
