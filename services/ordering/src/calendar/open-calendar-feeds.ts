import type { Executor } from '@lunchbox/kit/db/database';
import type { OrderingDeps } from '../ordering-deps.ts';
import { childrenWithoutFeed } from './calendar-repository.ts';
import { drawTokens } from './feed-tokens.ts';

/**
 * Gives a child its feed when ordering first hears of it (the child.upserted consumer, in its
 * transaction), so reading a child list only reads; a child already with a feed keeps its URL.
 */
export async function openCalendarFeed(tx: Executor, secret: string, childId: number): Promise<void> {
  await drawTokens(tx, secret, [childId], false);
}

/**
 * Children ordering knew before their feed was made on hearing of them (the feed was made on the
 * first read until then) get theirs once at start; with none missing this is one read.
 */
export function openMissingCalendarFeeds(deps: Pick<OrderingDeps, 'db' | 'log' | 'settings'>): { stop(): Promise<void> } {
  const running = (async () => {
    const missing = await childrenWithoutFeed(deps.db);
    await drawTokens(deps.db, deps.settings.calendarSecret, missing, false);
    if (missing.length > 0) deps.log.info({ children: missing.length }, 'calendar feeds opened for children known before');
  })().catch((error: unknown) => deps.log.error({ err: error }, 'opening missing calendar feeds failed'));
  return { stop: () => running };
}
