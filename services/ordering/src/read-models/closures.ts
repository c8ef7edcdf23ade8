// What ordering knows of menu's closed days (menu.closure.declared, menu.closure.lifted), and the
// date locks that keep a checkout and a closure apart.
import { sql } from 'drizzle-orm';
import type { Transaction } from '@lunchbox/kit/db/database';
import { notNewerThan } from '@lunchbox/kit/db/read-models';
import { knownClosures, knownSchoolClosures } from '../db/schema.ts';

const DATE_LOCK_PREFIX = 'ordering:date:';

/**
 * A checkout holds this lock (shared) on each of its dates and a closure takes it (exclusive) on
 * its date, so a lunch placed while a closure is being applied is either seen and cancelled by it
 * or refused because the closure is already known; none slips between them. A checkout takes all
 * its dates' locks with its claim, in one statement (claimCheckoutStatement): its transaction
 * stays short, and a rush has many.
 */
export function sharedDateLocks(datesParameter: string): string {
  return `select pg_advisory_xact_lock_shared(hashtext('${DATE_LOCK_PREFIX}' || d)) from (select distinct d from unnest(${datesParameter}::text[]) as d order by d) as dates`;
}

export async function lockDateForClosure(tx: Transaction, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${DATE_LOCK_PREFIX}${date}`}))`);
}

/**
 * Keeps the newest known state of a date's closure; an older event changes nothing. `schoolId`
 * (issue 31): one school's closure of the date, kept apart from the every-school one.
 */
export async function saveClosure(
  tx: Transaction,
  closure: { date: string; reason: string; lifted: boolean; schoolId: number | null },
  occurredAt: string,
): Promise<boolean> {
  const version = new Date(occurredAt);
  const { schoolId, ...state } = closure;
  if (schoolId !== null) {
    const saved = await tx
      .insert(knownSchoolClosures)
      .values({ ...state, schoolId, version })
      .onConflictDoUpdate({
        target: [knownSchoolClosures.date, knownSchoolClosures.schoolId],
        set: { reason: state.reason, lifted: state.lifted, version },
        setWhere: notNewerThan(knownSchoolClosures.version, version),
      })
      .returning({ date: knownSchoolClosures.date });
    return saved.length > 0;
  }
  const saved = await tx
    .insert(knownClosures)
    .values({ ...state, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { reason: state.reason, lifted: state.lifted, version },
      setWhere: notNewerThan(knownClosures.version, version),
    })
    .returning({ date: knownClosures.date });
  return saved.length > 0;
}

export async function liftClosureOn(tx: Transaction, date: string, schoolId: number | null, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  if (schoolId !== null) {
    await tx
      .insert(knownSchoolClosures)
      .values({ date, schoolId, reason: '', lifted: true, version })
      .onConflictDoUpdate({
        target: [knownSchoolClosures.date, knownSchoolClosures.schoolId],
        set: { lifted: true, version },
        setWhere: notNewerThan(knownSchoolClosures.version, version),
      });
    return;
  }
  await tx
    .insert(knownClosures)
    .values({ date, reason: '', lifted: true, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { lifted: true, version },
      setWhere: notNewerThan(knownClosures.version, version),
    });
}
