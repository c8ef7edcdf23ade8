import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { OrderingDeps } from '../ordering-deps.ts';
import { feedOfChild } from './calendar-repository.ts';
import { childFor, feedUrl, tokenOf } from './feed-tokens.ts';

/**
 * The child's feed URL for its parent or an administrator; null for anyone else and while ordering
 * has not yet heard of a just-added child (the profile asks again later). Only reads.
 */
export async function calendarUrlFor(deps: OrderingDeps, caller: Caller | null, childId: number): Promise<string | null> {
  if (!caller) return null;
  if (!(await childFor(deps, caller, childId))) return null;
  const feed = await feedOfChild(deps.db, childId);
  return feed ? feedUrl(deps.settings.publicUrl, tokenOf(deps.settings.calendarSecret, childId, feed.nonce)) : null;
}
