import { and, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '@lunchbox/kit/db/database';
import { outbox } from '../db/schema.ts';

/**
 * Published events stay in the outbox for a while; those about a deleted user (feedback.answered
 * carries their address and name) are removed with the rest of their data. Unpublished ones stay:
 * they must still reach the bus, and their consumers skip a deleted user. Returns how many went.
 */
export async function deletePublishedEventsAbout(tx: Transaction, userId: number): Promise<number> {
  const removed = await tx
    .delete(outbox)
    .where(and(isNotNull(outbox.publishedAt), sql`(${outbox.envelope} -> 'data' ->> 'userId') = ${String(userId)}`))
    .returning({ seq: outbox.seq });
  return removed.length;
}
