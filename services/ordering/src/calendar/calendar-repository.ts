// Every statement of the calendar area: the children's feed tokens and what a feed shows.
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { calendarFeeds, knownChildren, knownClosures, lunchOrders, type LunchOrderRow } from '../db/schema.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
type ClosureRow = typeof knownClosures.$inferSelect;

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

/** The child's active lunches from `from` on, and the closures in force from then: what a feed shows. */
export async function feedEntriesFrom(db: Executor, childId: number, from: string): Promise<{ lunches: LunchOrderRow[]; closures: ClosureRow[] }> {
  const [lunches, closures] = await Promise.all([
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
  ]);
  return { lunches, closures };
}
