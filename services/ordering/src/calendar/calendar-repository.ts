// Every statement of the calendar area: the children's feed tokens and what a feed shows.
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { calendarFeeds, knownChildren, knownClosures, knownSchoolClosures, lunchOrders, type LunchOrderRow } from '../db/schema.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
/** A closed day a feed shows: `schoolId` null for every school's, else the child's school's (issue 31). */
type ClosureRow = typeof knownClosures.$inferSelect & { schoolId: number | null };

/** Stores new feed tokens; `replace` gives a child that has one a new one, otherwise it keeps its own. */
export async function saveFeedTokens(db: Executor, rows: { childId: number; nonce: string; tokenHash: string }[], replace: boolean): Promise<void> {
  if (rows.length === 0) return;
  const insert = db.insert(calendarFeeds).values(rows);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.childId,
        set: { nonce: sql`excluded.nonce`, tokenHash: sql`excluded.token_hash`, createdAt: new Date() },
      })
    : insert.onConflictDoNothing());
}

/** The children ordering knows that have no feed yet. */
export async function childrenWithoutFeed(db: Executor): Promise<number[]> {
  const missing = await db
    .select({ childId: knownChildren.childId })
    .from(knownChildren)
    .leftJoin(calendarFeeds, eq(calendarFeeds.childId, knownChildren.childId))
    .where(and(eq(knownChildren.deleted, false), isNull(calendarFeeds.childId)));
  return missing.map((child) => child.childId);
}

export async function feedOfChild(db: Executor, childId: number): Promise<CalendarFeedRow | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.childId, childId));
  return feed ?? null;
}

export async function feedByTokenHash(db: Executor, tokenHash: string): Promise<CalendarFeedRow | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return feed ?? null;
}

/**
 * The child's active lunches from `from` on, and the closures in force from then at every school and
 * at the child's school (`schoolId`): what a feed shows.
 */
export async function feedEntriesFrom(
  db: Executor,
  childId: number,
  from: string,
  schoolId: number | null,
): Promise<{ lunches: LunchOrderRow[]; closures: ClosureRow[] }> {
  const [lunches, everySchool, atSchool] = await Promise.all([
    db
      .select()
      .from(lunchOrders)
      .where(and(eq(lunchOrders.childId, childId), eq(lunchOrders.status, 'active'), gte(lunchOrders.lunchDate, from)))
      .orderBy(asc(lunchOrders.lunchDate)),
    db
      .select()
      .from(knownClosures)
      .where(and(eq(knownClosures.lifted, false), gte(knownClosures.date, from)))
      .orderBy(asc(knownClosures.date)),
    schoolId === null
      ? []
      : db
          .select()
          .from(knownSchoolClosures)
          .where(and(eq(knownSchoolClosures.schoolId, schoolId), eq(knownSchoolClosures.lifted, false), gte(knownSchoolClosures.date, from)))
          .orderBy(asc(knownSchoolClosures.date)),
  ]);
  const closures = [...everySchool.map((closure) => ({ ...closure, schoolId: null })), ...atSchool].sort((a, b) => a.date.localeCompare(b.date));
  return { lunches, closures };
}
