import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import type { Executor } from '@lunchbox/kit/db';
import { notFound } from '@lunchbox/kit/errors';
import { calendarFeeds, knownChildren, type KnownChildRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';

/*
 * Ordering owns the feed token: the feed is the child's lunches and the closed days, both ordering's
 * data (its orders and its closures read model), and its children read model already says whose
 * child it is; so the feed is answered by one service without a call to another, and the token
 * joins the child profile (identity's entity) through federation as calendarUrl.
 */

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function tokenOf(secret: string, childId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${childId}.${nonce}`).digest('base64url');
}

function feedUrl(publicUrl: string, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, publicUrl).toString();
}

/** The child as ordering knows it, when the caller is its parent or an administrator; null otherwise. */
async function childFor(deps: OrderingDeps, caller: Caller, childId: number): Promise<KnownChildRow | null> {
  const [child] = await deps.db.select().from(knownChildren).where(eq(knownChildren.childId, childId));
  if (!child || child.deleted) return null;
  return caller.isAdmin || child.userId === caller.userId ? child : null;
}

/** Draws a new nonce: the token (and URL) made from the old one is found no more from this commit on. */
async function drawToken(db: Executor, secret: string, childIds: readonly number[], replace: boolean): Promise<void> {
  if (childIds.length === 0) return;
  const rows = childIds.map((childId) => {
    const nonce = randomBytes(16).toString('base64url');
    return { childId, nonce, tokenHash: sha256(tokenOf(secret, childId, nonce)) };
  });
  const insert = db.insert(calendarFeeds).values(rows);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.childId,
        set: { nonce: sql`excluded.nonce`, tokenHash: sql`excluded.token_hash`, createdAt: new Date() },
      })
    : insert.onConflictDoNothing());
}

/**
 * Gives a child its feed when ordering first hears of it (the child.upserted consumer, in its
 * transaction), so reading a child list only reads; a child already with a feed keeps its URL.
 */
export async function openCalendarFeed(tx: Executor, secret: string, childId: number): Promise<void> {
  await drawToken(tx, secret, [childId], false);
}

/**
 * Children ordering knew before their feed was made on hearing of them (the feed was made on the
 * first read until then) get theirs once at start; with none missing this is one read.
 */
export function openMissingCalendarFeeds(deps: Pick<OrderingDeps, 'db' | 'log' | 'settings'>): { stop(): Promise<void> } {
  const running = (async () => {
    const missing = await deps.db
      .select({ childId: knownChildren.childId })
      .from(knownChildren)
      .leftJoin(calendarFeeds, eq(calendarFeeds.childId, knownChildren.childId))
      .where(and(eq(knownChildren.deleted, false), isNull(calendarFeeds.childId)));
    await drawToken(
      deps.db,
      deps.settings.calendarSecret,
      missing.map((child) => child.childId),
      false,
    );
    if (missing.length > 0) deps.log.info({ children: missing.length }, 'calendar feeds opened for children known before');
  })().catch((error: unknown) => deps.log.error({ err: error }, 'opening missing calendar feeds failed'));
  return { stop: () => running };
}

/**
 * The child's feed URL for its parent or an administrator; null for anyone else and while ordering
 * has not yet heard of a just-added child (the profile asks again later). Only reads.
 */
export async function calendarUrlFor(deps: OrderingDeps, caller: Caller | null, childId: number): Promise<string | null> {
  if (!caller) return null;
  if (!(await childFor(deps, caller, childId))) return null;
  const [feed] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.childId, childId));
  return feed ? feedUrl(deps.settings.publicUrl, tokenOf(deps.settings.calendarSecret, childId, feed.nonce)) : null;
}

/** POST /api/child-profile/{id}/calendar-token: the parent (or an administrator) replaces the URL; the old one answers 404 at once. */
export async function resetCalendarToken(deps: OrderingDeps, caller: Caller | null, childId: number): Promise<string> {
  const known = requireCaller(caller);
  const [child] = await deps.db.select().from(knownChildren).where(eq(knownChildren.childId, childId));
  if (!child || child.deleted) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  // Someone else's child is not found, as their order is: the answer does not say it exists.
  if (!known.isAdmin && child.userId !== known.userId) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  await drawToken(deps.db, deps.settings.calendarSecret, [childId], true);
  const url = await calendarUrlFor(deps, known, childId);
  if (!url) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  deps.log.info({ childId }, 'calendar feed token reset');
  return url;
}

/** The child a feed token opens, or null for an unknown or replaced token (or a deleted child). */
export async function childOfToken(deps: OrderingDeps, token: string): Promise<KnownChildRow | null> {
  const [feed] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sha256(token)));
  if (!feed) return null;
  const [child] = await deps.db.select().from(knownChildren).where(eq(knownChildren.childId, feed.childId));
  return child && !child.deleted ? child : null;
}
