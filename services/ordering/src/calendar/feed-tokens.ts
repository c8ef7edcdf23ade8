import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { Executor } from '@lunchbox/kit/db/database';
import type { KnownChildRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { knownChild } from '../read-models/children.ts';
import { saveFeedTokens } from './calendar-repository.ts';

/*
 * Ordering owns the feed token: the feed is the child's lunches and the closed days, both ordering's
 * data (its orders and its closures read model), and its children read model already says whose
 * child it is; so the feed is answered by one service without a call to another, and the token
 * joins the child profile (identity's entity) through federation as calendarUrl.
 */

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function tokenOf(secret: string, childId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${childId}.${nonce}`).digest('base64url');
}

export function feedUrl(publicUrl: string, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, publicUrl).toString();
}

/** Draws a new nonce for each child: the token (and URL) made from an old one is found no more from this commit on. */
export async function drawTokens(db: Executor, secret: string, childIds: readonly number[], replace: boolean): Promise<void> {
  const rows = childIds.map((childId) => {
    const nonce = randomBytes(16).toString('base64url');
    return { childId, nonce, tokenHash: sha256(tokenOf(secret, childId, nonce)) };
  });
  await saveFeedTokens(db, rows, replace);
}

/** The child as ordering knows it, when the caller is its parent or an administrator; null otherwise. */
export async function childFor(deps: Pick<OrderingDeps, 'db'>, caller: Caller, childId: number): Promise<KnownChildRow | null> {
  const child = await knownChild(deps.db, childId);
  if (!child) return null;
  return caller.isAdmin || child.userId === caller.userId ? child : null;
}
