// What ordering knows of menu's items, kept from its events (menu.item.upserted, menu.item.deleted).
import { eq, inArray } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import { isNoService } from '@lunchbox/domain/menu-items';
import { toIsoDate } from '@lunchbox/domain/school-dates';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { notNewerThan } from '@lunchbox/kit/db/read-models';
import { knownMenuItems, type KnownMenuItemRow } from '../db/schema.ts';

/**
 * Keeps the newest known state of a menu item (older events change nothing). An item whose week
 * dates are not calendar dates can never be served, so it is kept as removed rather than refused
 * forever by the bus. True when the event was newer than what was stored and so was applied.
 */
export async function saveMenuItem(tx: Executor, item: EventData<'menu.item.upserted'>, occurredAt: string): Promise<boolean> {
  const version = new Date(occurredAt);
  const weekStartDate = toIsoDate(item.weekStartDate);
  const weekEndDate = toIsoDate(item.weekEndDate);
  const usable = weekStartDate !== null && weekEndDate !== null;
  const row = {
    itemId: item.itemId,
    weekStartDate: weekStartDate ?? '1970-01-01',
    weekEndDate: weekEndDate ?? '1970-01-01',
    dayOfWeek: item.dayOfWeek,
    menuItem: item.menuItem,
    priceCents: item.priceCents,
    isActive: item.isActive && usable,
    noService: isNoService(item),
    allergens: item.allergens,
    dietTags: item.dietTags,
    deleted: !usable,
    version,
  };
  const { itemId: _itemId, ...changes } = row;
  const applied = await tx
    .insert(knownMenuItems)
    .values(row)
    .onConflictDoUpdate({ target: knownMenuItems.itemId, set: changes, setWhere: notNewerThan(knownMenuItems.version, version) })
    .returning({ itemId: knownMenuItems.itemId });
  return applied.length > 0;
}

/** The allergens the read model holds for an item, locked until the transaction ends; null for an item it has never seen. */
export async function storedAllergensForUpdate(tx: Transaction, itemId: number): Promise<string[] | null> {
  const [row] = await tx.select({ allergens: knownMenuItems.allergens }).from(knownMenuItems).where(eq(knownMenuItems.itemId, itemId)).for('update');
  return row ? row.allergens : null;
}

/** A deleted item stays as a tombstone, so a late upsert of it cannot bring it back. */
export async function forgetMenuItem(tx: Executor, item: EventData<'menu.item.deleted'>, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  await tx
    .insert(knownMenuItems)
    .values({
      itemId: item.itemId,
      weekStartDate: '1970-01-01',
      weekEndDate: '1970-01-01',
      dayOfWeek: '',
      menuItem: '',
      priceCents: 0,
      isActive: false,
      deleted: true,
      version,
    })
    .onConflictDoUpdate({
      target: knownMenuItems.itemId,
      set: { isActive: false, deleted: true, version },
      setWhere: notNewerThan(knownMenuItems.version, version),
    });
}

/** Items by id whatever their state, to name a refused item as the menu knew it. */
export async function menuItemNamed(tx: Executor, itemId: number): Promise<string | null> {
  const [row] = await tx
    .select({ menuItem: knownMenuItems.menuItem, deleted: knownMenuItems.deleted })
    .from(knownMenuItems)
    .where(eq(knownMenuItems.itemId, itemId));
  return row && !row.deleted ? row.menuItem : null;
}

/** Items by id whatever their state (the allergen match reads what a dish contains). */
export async function menuItemsByIds(tx: Executor, itemIds: number[]): Promise<KnownMenuItemRow[]> {
  if (itemIds.length === 0) return [];
  return tx.select().from(knownMenuItems).where(inArray(knownMenuItems.itemId, itemIds));
}
