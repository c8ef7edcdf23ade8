import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@lunchbox/kit/db';
import type { Transaction } from '@lunchbox/kit/inbox';
import type { SchoolClosure } from '@lunchbox/domain/order-rules';
import { knownClosures } from '../db/schema.ts';

const DATE_LOCK_PREFIX = 'ordering:date:';

/**
 * A checkout holds this lock (shared) on each of its dates and a closure takes it (exclusive) on
 * its date, so a lunch placed while a closure is being applied is either seen and cancelled by it
 * or refused because the closure is already known; none slips between them. A checkout takes all
 * its dates' locks with its claim, in one statement (claimCheckoutLockingDates): its transaction
 * stays short, and a rush has many.
 */
export function sharedDateLocks(dates: string[]): SQL {
  return sql`select pg_advisory_xact_lock_shared(hashtext(${DATE_LOCK_PREFIX} || d)) from (select distinct d from unnest(${sql.param(dates)}::text[]) as d order by d) as dates`;
}

export async function lockDateForClosure(tx: Transaction, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${DATE_LOCK_PREFIX}${date}`}))`);
}

/** Keeps the newest known state of a date's closure; an older event changes nothing. */
export async function saveClosure(tx: Transaction, closure: { date: string; reason: string; lifted: boolean }, occurredAt: string): Promise<boolean> {
  const version = new Date(occurredAt);
  const saved = await tx
    .insert(knownClosures)
    .values({ ...closure, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { reason: closure.reason, lifted: closure.lifted, version },
      setWhere: sql`${knownClosures.version} <= ${version.toISOString()}::timestamptz`,
    })
    .returning({ date: knownClosures.date });
  return saved.length > 0;
}

export async function liftClosureOn(tx: Transaction, date: string, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  await tx
    .insert(knownClosures)
    .values({ date, reason: '', lifted: true, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { lifted: true, version },
      setWhere: sql`${knownClosures.version} <= ${version.toISOString()}::timestamptz`,
    });
}

/** The closures in force on any of these dates. */
export async function closuresOn(tx: Database | Transaction, dates: string[]): Promise<SchoolClosure[]> {
  if (dates.length === 0) return [];
  return tx
    .select({ date: knownClosures.date, reason: knownClosures.reason })
    .from(knownClosures)
    .where(and(inArray(knownClosures.date, dates), eq(knownClosures.lifted, false)));
}
