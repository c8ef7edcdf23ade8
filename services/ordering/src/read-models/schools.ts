// What ordering knows of identity's schools, kept from school.upserted (issue 31, docs/schools.md).
import { eq } from 'drizzle-orm';
import { seededSchoolClock, type SchoolClock } from '@lunchbox/domain/school-deadline';
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

/** All the schools ordering knows (a handful): the clocks of a run over many children. */
export async function listKnownSchools(db: Executor): Promise<KnownSchoolRow[]> {
  return db.select().from(knownSchools);
}

export type SchoolDeadlineFacts = Pick<KnownSchoolRow, 'deadlineTime' | 'deadlineDaysBefore' | 'deadlineTimeZone' | 'timeZone'>;

/**
 * A school's cut-off and clock as the domain's deadline rule takes them. A null zone is the
 * SCHOOL_TIMEZONE setting; a child whose school ordering does not know (yet) is held to the spec's
 * rule, the seeded schools' one.
 */
export function toSchoolClock(row: SchoolDeadlineFacts | undefined, settingsZone: string): SchoolClock {
  if (!row) return seededSchoolClock(settingsZone);
  const timeZone = row.timeZone ?? settingsZone;
  return { timeZone, orderDeadline: { time: row.deadlineTime, daysBefore: row.deadlineDaysBefore, timeZone: row.deadlineTimeZone ?? timeZone } };
}

/** Each school's clock by id, from rows read once. */
export function schoolClocksOf(
  rows: readonly (SchoolDeadlineFacts & { schoolId: number })[],
  settingsZone: string,
): (schoolId: number | null | undefined) => SchoolClock {
  const clocks = new Map(rows.map((row) => [row.schoolId, toSchoolClock(row, settingsZone)]));
  const fallback = seededSchoolClock(settingsZone);
  return (schoolId) => (schoolId == null ? undefined : clocks.get(schoolId)) ?? fallback;
}

/** One school's clock (a lunch being cancelled). */
export async function findSchoolClock(db: Executor, schoolId: number | null | undefined, settingsZone: string): Promise<SchoolClock> {
  return toSchoolClock(schoolId == null ? undefined : await findKnownSchool(db, schoolId), settingsZone);
}
