import { and, isNotNull, sql } from 'drizzle-orm';
import { createEvent, type EventData, type EventType } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/inbox';
import { enqueueEvents } from '@lunchbox/kit/outbox';
import { outbox } from '../db/schema.ts';

/** Records an event in the caller's transaction; the relay publishes it once that commits. */
export async function recordEvent<T extends EventType>(tx: Transaction, type: T, data: EventData<T>): Promise<void> {
  await enqueueEvents(tx, outbox, [createEvent(type, data, now())]);
}

/**
 * Published events stay in the outbox for a while; those about a deleted user (feedback.answered
 * carries their address and name) are removed with the rest of their data. Unpublished ones stay:
 * they must still reach the bus, and their consumers skip a deleted user.
 */
export async function forgetPublishedEventsOf(tx: Transaction, userId: number): Promise<number> {
  const removed = await tx
    .delete(outbox)
    .where(and(isNotNull(outbox.publishedAt), sql`(${outbox.envelope} -> 'data' ->> 'userId') = ${String(userId)}`))
    .returning({ seq: outbox.seq });
  return removed.length;
}
