import { createEvent, type EventData, type EventType } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/inbox';
import { enqueueEvents } from '@lunchbox/kit/outbox';
import { outbox } from '../db/schema.ts';

/** Records an event in the caller's transaction; the relay publishes it once that commits. */
export async function recordEvent<T extends EventType>(tx: Transaction, type: T, data: EventData<T>): Promise<void> {
  await enqueueEvents(tx, outbox, [createEvent(type, data, now())]);
}
