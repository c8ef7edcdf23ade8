// What ordering knows of other services' data, kept from their events (children from identity,
// menu items and closed days from menu), and the reads a checkout makes of it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import { toIsoDate } from '@lunchbox/domain/school-dates';
import { isNoService } from '@lunchbox/domain/menu-items';
import { notNewerThan, type Database, type Transaction, type Executor } from '@lunchbox/kit/db';
import { deletedUsers, knownChildren, knownClosures, knownMenuItems, lunchOrders, type KnownChildRow, type KnownMenuItemRow } from './db/schema.ts';

/**
 * A checkout's reads before its transaction, built once per database and sent as named prepared
 * statements: drizzle building the same select for every checkout was a tenth of the servers' CPU
 * in the rush, and PostgreSQL then plans each once per connection. A process has one database;
 * tests open several, hence one per database.
 */
export function preparedOn<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

// Children (identity's child.upserted, child.deleted, user.deleted).

/**
 * Events about one user are handled concurrently (NATS delivers child.deleted and user.deleted side
 * by side): without this lock a child's tombstone written just after the user's deletion committed
 * would keep the deleted user's id. Held until the transaction ends.
 */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ordering.children-of-user'), ${userId})`);
}

async function isDeletedUser(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx.select({ userId: deletedUsers.userId }).from(deletedUsers).where(eq(deletedUsers.userId, userId));
  return rows.length > 0;
}

/**
 * Keeps the newest known state of a child: an event older than what is stored (events of
 * different types may arrive out of order) changes nothing, and a deleted user's child stays gone.
 */
export async function saveChild(tx: Executor, child: EventData<'child.upserted'>, occurredAt: string): Promise<void> {
  await lockUser(tx, child.userId);
  if (await isDeletedUser(tx, child.userId)) return;
  const row = {
    childId: child.childId,
    userId: child.userId,
    name: child.name,
    school: child.school,
    grade: child.grade,
    teacher: child.teacher,
    allergies: child.allergies,
    diets: child.diets,
    deleted: false,
    version: new Date(occurredAt),
  };
  const { childId: _childId, ...changes } = row;
  const applied = await tx
    .insert(knownChildren)
    .values(row)
    .onConflictDoUpdate({
      target: knownChildren.childId,
      set: changes,
      setWhere: notNewerThan(knownChildren.version, row.version),
    })
    .returning({ childId: knownChildren.childId });
  // The labels and the kitchen read the child's allergies off the lunch; keep them current.
  if (applied.length > 0) await tx.update(lunchOrders).set({ childAllergies: row.allergies }).where(eq(lunchOrders.childId, row.childId));
}

/** A deleted child stays as a tombstone, so a late upsert of it cannot bring it back; a deleted user's child leaves nothing. */
export async function forgetChild(tx: Executor, child: EventData<'child.deleted'>, occurredAt: string): Promise<void> {
  await lockUser(tx, child.userId);
  if (await isDeletedUser(tx, child.userId)) return;
  const version = new Date(occurredAt);
  await tx
    .insert(knownChildren)
    .values({ childId: child.childId, userId: child.userId, name: '', school: '', grade: '', teacher: '', deleted: true, version })
    .onConflictDoUpdate({
      target: knownChildren.childId,
      set: { deleted: true, version },
      setWhere: notNewerThan(knownChildren.version, version),
    });
}

/** The user's children as identity last said, oldest profile first. */
export async function childrenOfUser(db: Database, userId: number): Promise<KnownChildRow[]> {
  return childrenOfUserQuery(db).execute({ userId });
}

const childrenOfUserQuery = preparedOn((db) =>
  db
    .select()
    .from(knownChildren)
    .where(and(eq(knownChildren.userId, sql.placeholder('userId')), eq(knownChildren.deleted, false)))
    .orderBy(asc(knownChildren.childId))
    .prepare('ordering_children_of_user'),
);

/** Removes everything known of a deleted user's children and remembers the user as deleted. */
export async function forgetChildrenOfUser(tx: Executor, userId: number): Promise<void> {
  await lockUser(tx, userId);
  await tx.delete(knownChildren).where(eq(knownChildren.userId, userId));
  await tx.insert(deletedUsers).values({ userId }).onConflictDoNothing();
}

// Menu items (menu's menu.item.upserted, menu.item.deleted).

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

// Closed days (menu's closure events) and the date locks that keep a checkout and a closure apart.

const DATE_LOCK_PREFIX = 'ordering:date:';

/**
 * A checkout holds this lock (shared) on each of its dates and a closure takes it (exclusive) on
 * its date, so a lunch placed while a closure is being applied is either seen and cancelled by it
 * or refused because the closure is already known; none slips between them. A checkout takes all
 * its dates' locks with its claim, in one statement (claimCheckoutLockingDates): its transaction
 * stays short, and a rush has many.
 */
export function sharedDateLocks(datesParameter: string): string {
  return `select pg_advisory_xact_lock_shared(hashtext('${DATE_LOCK_PREFIX}' || d)) from (select distinct d from unnest(${datesParameter}::text[]) as d order by d) as dates`;
}

export async function lockDateForClosure(tx: Transaction, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${DATE_LOCK_PREFIX}${date}`}))`);
}

/** Keeps the newest known state of a date's closure; an older event changes nothing. */
export async function saveClosure(tx: Transaction, closure: { date: string; reason: string; lifted: boolean }, occurredAt: string): Promise<boolean> {
  const version = new Date(occurredAt);
  const saved = await tx
    .insert(knownClosures)
    .values({ ...closure, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { reason: closure.reason, lifted: closure.lifted, version },
      setWhere: notNewerThan(knownClosures.version, version),
    })
    .returning({ date: knownClosures.date });
  return saved.length > 0;
}

export async function liftClosureOn(tx: Transaction, date: string, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  await tx
    .insert(knownClosures)
    .values({ date, reason: '', lifted: true, version })
    .onConflictDoUpdate({
      target: knownClosures.date,
      set: { lifted: true, version },
      setWhere: notNewerThan(knownClosures.version, version),
    });
}
