// What menu knows of identity's schools, kept from school.upserted (issue 31, docs/schools.md).
import { eq } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import type { Executor } from '@lunchbox/kit/db/database';
import { notNewerThan } from '@lunchbox/kit/db/read-models';
import { knownSchools } from '../db/schema.ts';

/** Keeps the newest known name of a school; an older event changes nothing. */
export async function saveSchool(tx: Executor, school: EventData<'school.upserted'>, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  await tx
    .insert(knownSchools)
    .values({ schoolId: school.schoolId, name: school.name, version })
    .onConflictDoUpdate({ target: knownSchools.schoolId, set: { name: school.name, version }, setWhere: notNewerThan(knownSchools.version, version) });
}

export async function schoolIsKnown(db: Executor, schoolId: number): Promise<boolean> {
  const [row] = await db.select({ schoolId: knownSchools.schoolId }).from(knownSchools).where(eq(knownSchools.schoolId, schoolId));
  return row !== undefined;
}
