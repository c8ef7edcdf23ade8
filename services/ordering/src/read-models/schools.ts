// What ordering knows of identity's schools, kept from school.upserted (issue 31, docs/schools.md).
import { eq } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import type { Executor } from '@lunchbox/kit/db/database';
import { notNewerThan } from '@lunchbox/kit/db/read-models';
import { knownSchools } from '../db/schema.ts';

export type KnownSchoolRow = typeof knownSchools.$inferSelect;

/** Keeps the newest known state of a school; an older event changes nothing. */
export async function saveSchool(tx: Executor, school: EventData<'school.upserted'>, occurredAt: string): Promise<void> {
  const row = {
    schoolId: school.schoolId,
    name: school.name,
    active: school.active,
    deliveryTime: school.deliveryTime,
    deadlineTime: school.orderDeadline.time,
    deadlineDaysBefore: school.orderDeadline.daysBefore,
    // Stored only when it differs from the school's clock; an older event has none (the school's clock).
    deadlineTimeZone: school.orderDeadline.timeZone && school.orderDeadline.timeZone !== school.timeZone ? school.orderDeadline.timeZone : null,
    timeZone: school.timeZone,
    version: new Date(occurredAt),
  };
  const { schoolId: _schoolId, ...changes } = row;
  await tx
    .insert(knownSchools)
    .values(row)
    .onConflictDoUpdate({ target: knownSchools.schoolId, set: changes, setWhere: notNewerThan(knownSchools.version, row.version) });
}

export async function findKnownSchool(db: Executor, schoolId: number): Promise<KnownSchoolRow | undefined> {
  const [row] = await db.select().from(knownSchools).where(eq(knownSchools.schoolId, schoolId));
  return row;
}
