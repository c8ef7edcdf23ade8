import { createEvent, type EventData, type EventType } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/inbox';
import { enqueueEvents } from '@lunchbox/kit/outbox';
import { outbox, type WeeklyMenuItemRow } from '../db/schema.ts';

/** Records an event in the caller's transaction; the relay publishes it once that commits. */
export async function recordEvent<T extends EventType>(tx: Transaction, type: T, data: EventData<T>): Promise<void> {
  await enqueueEvents(tx, outbox, [createEvent(type, data, now())]);
}

/** The whole item, so a consumer's read model needs nothing else (ordering prices orders from it). */
export function menuItemUpserted(row: WeeklyMenuItemRow): EventData<'menu.item.upserted'> {
  return {
    itemId: row.id,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    dayOfWeek: row.dayOfWeek,
    menuItem: row.menuItem,
    description: row.description,
    priceCents: row.priceCents,
    calories: row.calories,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
  };
}
