import { and, arrayOverlaps, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import type { Database, Transaction, Executor } from '@lunchbox/kit/db/database';
import { connectionOf, insertRecordsOf, jsonRowOf, tableNameOf } from '@lunchbox/kit/db/raw-statements';
import type { NamedStatement } from '@lunchbox/kit/db/statements-in-one-message';
import type { OutboxRowValues } from '@lunchbox/kit/messaging/outbox-writer';
import { checkouts, knownClosures, knownSchoolClosures, lunchOrders, outbox, type LunchOrderRow, type NewLunchOrderRow } from '../db/schema.ts';
import { preparedOn } from '../db/prepared-on.ts';
import { sharedDateLocks } from '../read-models/closures.ts';

/** A parent's orders, newest lunch first (order history, duplicate check). */
export async function listOrdersOfUser(db: Executor, userId: number): Promise<LunchOrderRow[]> {
  return db.select().from(lunchOrders).where(eq(lunchOrders.userId, userId)).orderBy(desc(lunchOrders.lunchDate), desc(lunchOrders.id));
}

export async function findOrdersByIds(db: Executor, ids: number[]): Promise<LunchOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lunchOrders).where(inArray(lunchOrders.id, ids));
}

export interface ScheduleFilter {
  /** Only this user's orders; undefined means everyone's. */
  userId?: number;
  from?: string;
  to?: string;
}

/** Orders by lunch date, earliest first, then by school, grade and child as the labels are packed. */
export async function listSchedule(db: Executor, filter: ScheduleFilter): Promise<LunchOrderRow[]> {
  // Cancelled lunches are not delivered: the schedule, the day's orders and the labels leave them out.
  const conditions: SQL[] = [eq(lunchOrders.status, 'active')];
  if (filter.userId !== undefined) conditions.push(eq(lunchOrders.userId, filter.userId));
  if (filter.from) conditions.push(gte(lunchOrders.lunchDate, filter.from));
  if (filter.to) conditions.push(lte(lunchOrders.lunchDate, filter.to));
  return db
    .select()
    .from(lunchOrders)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(lunchOrders.lunchDate), asc(lunchOrders.school), asc(lunchOrders.grade), asc(lunchOrders.childName), asc(lunchOrders.id));
}

/** A school's (null: every school's) active lunches of one date, by class and child (the school office's day, docs/roles.md). */
export async function listSchoolDay(db: Executor, schoolId: number | null, lunchDate: string): Promise<LunchOrderRow[]> {
  const conditions: SQL[] = [eq(lunchOrders.status, 'active'), eq(lunchOrders.lunchDate, lunchDate)];
  if (schoolId !== null) conditions.push(eq(lunchOrders.schoolId, schoolId));
  return db
    .select()
    .from(lunchOrders)
    .where(and(...conditions))
    .orderBy(asc(lunchOrders.school), asc(lunchOrders.grade), asc(lunchOrders.teacher), asc(lunchOrders.childName), asc(lunchOrders.id));
}

/** Every active order, newest lunch first, or one date's active orders packed by school, grade and child. */
export async function listAllOrders(db: Executor, date?: string): Promise<LunchOrderRow[]> {
  if (date) return listSchedule(db, { from: date, to: date });
  return db
    .select()
    .from(lunchOrders)
    .where(eq(lunchOrders.status, 'active'))
    .orderBy(desc(lunchOrders.lunchDate), asc(lunchOrders.school), asc(lunchOrders.grade), asc(lunchOrders.childName), asc(lunchOrders.id));
}

export async function countOrdersOn(db: Executor, lunchDate: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(lunchOrders)
    .where(and(eq(lunchOrders.lunchDate, lunchDate), eq(lunchOrders.status, 'active')));
  return row?.total ?? 0;
}

/** What the duplicate check needs of a lunch already placed. */
export interface PlacedLunch {
  childId: number;
  lunchDate: string;
  lunchOptions: string[];
}

/** What the lunches' statement found: the closures and lunches in the way (then nothing was inserted), or the lunches inserted. */
export interface LunchesInserted {
  closures: SchoolClosure[];
  placedLunches: PlacedLunch[];
  inserted: LunchOrderRow[];
}

/**
 * One statement, after the dates' locks (claimCheckoutStatement): the closures in force on the new
 * lunches' dates, the active lunches already placed for the same child and date as one of them,
 * and, only when there are none of either, the new lunches inserted. A closure or a lunch found
 * means nothing was inserted (`inserted` is empty) and the caller refuses the checkout. Each lunch
 * is matched by its own child and date, never by the cart's children against the cart's dates: a
 * sibling's lunch on another child's day must not stop the insert.
 *
 * With `event` (the checkout's order.placed, known before the lunches go in: EventfulDatabase's
 * runWithEvent), the statement also puts the event into the outbox beside the lunches, and when it
 * inserts nothing it takes the checkout's claim back: it then runs in one message with the claim,
 * which commits after it, so a refused checkout must leave nothing behind.
 */
export function insertLunchesStatement(rows: NewLunchOrderRow[], event?: OutboxRowValues): NamedStatement {
  const records = insertRecordsOf(lunchOrders, rows);
  const dates = [...new Set(rows.map((row) => row.lunchDate))];
  const childIds = [...new Set(rows.map((row) => row.childId))];
  const schoolIds = [...new Set(rows.flatMap((row) => (row.schoolId == null ? [] : [row.schoolId])))];
  const withEvent = event ? [...event, rows[0]!.checkoutId] : [];
  return { ...insertLunchesStatementText(records.columns, event !== undefined), values: [records.json, dates, childIds, schoolIds, ...withEvent] };
}

/**
 * The lunches' statement's answer for the rows it was given. A lunch inserted is its row as sent
 * completed by what PostgreSQL filled in: the statement answers only the columns the rows left to
 * their defaults, the id that matches them, and the checkout id as PostgreSQL writes a uuid.
 */
export function lunchesInsertedOf({ rows: [found] }: { rows: unknown[] }, sent: NewLunchOrderRow[]): LunchesInserted {
  const row = found as { closures: SchoolClosure[]; placed: PlacedLunch[]; inserted: Array<Record<string, unknown>> } | undefined;
  const sentById = new Map(sent.map((lunch) => [lunch.id, lunch]));
  const inserted = (row?.inserted ?? []).map((filledIn) => ({ ...sentById.get(filledIn.id as number), ...lunchOrderJson.decode(filledIn) }));
  return { closures: row?.closures ?? [], placedLunches: row?.placed ?? [], inserted };
}

/** The lunches' statement in a transaction of the caller's (the checkout with credit): a refusal is rolled back there. */
export async function insertLunchesUnlessTaken(tx: Transaction, rows: NewLunchOrderRow[]): Promise<LunchesInserted> {
  return lunchesInsertedOf(await connectionOf(tx).query(insertLunchesStatement(rows)), rows);
}

const lunchOrderJson = jsonRowOf<LunchOrderRow>(lunchOrders, 'i');
const lunchOrderColumns = Object.entries(getTableColumns(lunchOrders));
const insertLunchesStatements = new Map<string, { name: string; text: string }>();

/** The statement for rows that give these columns, with or without the event (every checkout's give the same ones: one or two statements). */
function insertLunchesStatementText(columns: string[], withEvent: boolean): { name: string; text: string } {
  const key = `${columns.join(',')}${withEvent ? ' +event' : ''}`;
  let statement = insertLunchesStatements.get(key);
  if (!statement) {
    const names = columns.map((column) => `"${column}"`).join(', ');
    const table = tableNameOf(lunchOrders);
    // What the caller has already (the rows it sent) is not sent back: a checkout's ten lunches of thirty columns were most of this statement's answer.
    const sentBack = (key: string, name: string) => !columns.includes(name) || key === 'id' || key === 'checkoutId';
    const filledIn = jsonRowOf(
      lunchOrders,
      'i',
      lunchOrderColumns.filter(([key, column]) => !sentBack(key, column.name)).map(([key]) => key),
    );
    const returned = lunchOrderColumns
      .filter(([key, column]) => sentBack(key, column.name))
      .map(([, column]) => `"${column.name}"`)
      .join(', ');
    statement = {
      name: `ordering_insert_lunches_${insertLunchesStatements.size + 1}`,
      text: `with wanted as (
          select ${names} from json_populate_recordset(null::${table}, $1::json)
        ), closures as (
          select c.date, c.reason, null::int as school_id from ${tableNameOf(knownClosures)} c where c.date = any($2::date[]) and not c.lifted
          union all
          -- A closure of one school (issue 31): the dates of the cart's lunches at that school.
          select s.date, s.reason, s.school_id from ${tableNameOf(knownSchoolClosures)} s
           where s.date = any($2::date[]) and not s.lifted and s.school_id = any($4::int[])
        ), placed as (
          -- The arrays let PostgreSQL read the dates' rows by index (a join on the JSON rows alone scanned
          -- the whole table); the join keeps only a lunch of the same child and date.
          select o.child_id, o.lunch_date, o.lunch_options from ${table} o
           join wanted w on w.child_id = o.child_id and w.lunch_date = o.lunch_date
           where o.lunch_date = any($2::date[]) and o.child_id = any($3::int[]) and o.status = 'active'
        ), inserted as (
          insert into ${table} (${names})
          select ${names} from wanted
           where not exists (select 1 from closures c where c.school_id is null or exists (select 1 from wanted w2 where w2.lunch_date = c.date and w2.school_id = c.school_id))
             and not exists (select 1 from placed)
          returning ${returned}
        )${
          withEvent
            ? `, event as (
          insert into ${tableNameOf(outbox)} (event_id, type, envelope) select $5::uuid, $6, $7::jsonb where exists (select 1 from inserted)
        ), unclaimed as (
          -- Refused: the claim made earlier in this transaction is taken back, as a rollback would.
          delete from ${tableNameOf(checkouts)} k where k.checkout_id = $8::uuid and not exists (select 1 from inserted)
        )`
            : ''
        }
        select
          (select coalesce(json_agg(json_build_object('date', date, 'reason', reason, 'schoolId', school_id)), '[]'::json) from closures) as closures,
          (select coalesce(json_agg(json_build_object('childId', child_id, 'lunchDate', lunch_date, 'lunchOptions', lunch_options)), '[]'::json) from placed) as placed,
          (select coalesce(json_agg(${filledIn.object}), '[]'::json) from inserted i) as inserted`,
    };
    insertLunchesStatements.set(key, statement);
  }
  return statement;
}

/** What a checkout's claim writes. */
export interface CheckoutClaim {
  checkoutId: string;
  userId: number;
  paymentReference: string;
  totalCents: number;
  dates: string[];
}

/**
 * Claims a checkout id for the user, with its total, and takes the checkout's shared date locks
 * (sharedDateLocks), in one statement. An id claimed before refuses it with the checkout id's
 * unique constraint (CHECKOUT_ID_CONSTRAINT), and a concurrent claim of the same id waits here
 * until the first one commits or rolls back; a payment reference another checkout has refuses it
 * with the reference's. The lunches' statement comes after it, so that it sees what committed
 * while the locks were awaited.
 */
export function claimCheckoutStatement(claim: CheckoutClaim): NamedStatement {
  return { ...CLAIM_CHECKOUT, values: [claim.checkoutId, claim.userId, claim.paymentReference, claim.totalCents, claim.dates] };
}

/** The claim in a transaction of the caller's (the checkout with credit). */
export async function claimCheckoutLockingDates(tx: Transaction, claim: CheckoutClaim): Promise<void> {
  await connectionOf(tx).query(claimCheckoutStatement(claim));
}

const CLAIM_CHECKOUT = {
  name: 'ordering_claim_checkout',
  text: `with claimed as (
      insert into ${tableNameOf(checkouts)} (checkout_id, user_id, payment_reference, total_cents)
      values ($1, $2, $3, $4)
    ), locks as (${sharedDateLocks('$5')})
    select (select count(*) from locks) as locked,
      -- For the rest of this transaction, named statements use their generic plan: PostgreSQL kept
      -- planning the lunches' insert (insertLunchesStatement) again for most checkouts, about a
      -- millisecond of its CPU each, a custom plan looking cheaper with the arrays' values in view.
      set_config('plan_cache_mode', 'force_generic_plan', true) as plan_cache_mode`,
};

/** A lunch's share of the credit a checkout used; a cart the credit covers entirely is paid. */
export async function setLunchCredit(tx: Transaction, orderId: number, creditCents: number, paid: boolean): Promise<LunchOrderRow> {
  const [row] = await tx
    .update(lunchOrders)
    .set({ creditCents, ...(paid ? { paymentStatus: 'paid', isPaid: true } : {}) })
    .where(eq(lunchOrders.id, orderId))
    .returning();
  return row!;
}

export async function setCheckoutTotals(tx: Transaction, checkoutId: string, totals: { totalCents: number; creditAppliedCents: number }): Promise<void> {
  await tx.update(checkouts).set(totals).where(eq(checkouts.checkoutId, checkoutId));
}

export async function findCheckout(db: Database, checkoutId: string) {
  const [row] = await findCheckoutQuery(db).execute({ checkoutId });
  return row ?? null;
}

const findCheckoutQuery = preparedOn((db) =>
  db
    .select()
    .from(checkouts)
    .where(eq(checkouts.checkoutId, sql.placeholder('checkoutId')))
    .prepare('ordering_find_checkout'),
);

export async function ordersOfCheckout(db: Executor, checkoutId: string): Promise<LunchOrderRow[]> {
  return db.select().from(lunchOrders).where(eq(lunchOrders.checkoutId, checkoutId)).orderBy(asc(lunchOrders.id));
}

export async function updatePayment(tx: Transaction, orderId: number, paymentStatus: string, isPaid: boolean): Promise<LunchOrderRow | null> {
  const [row] = await tx.update(lunchOrders).set({ paymentStatus, isPaid }).where(eq(lunchOrders.id, orderId)).returning();
  return row ?? null;
}

export async function lockOrder(tx: Transaction, orderId: number): Promise<LunchOrderRow | null> {
  const [row] = await tx.select().from(lunchOrders).where(eq(lunchOrders.id, orderId)).for('update');
  return row ?? null;
}

/** Every active lunch on a date (at one school when `schoolId` is not null), locked: what a closure cancels. */
export async function activeLunchesOn(tx: Transaction, date: string, schoolId: number | null = null): Promise<LunchOrderRow[]> {
  const atSchool = schoolId === null ? [] : [eq(lunchOrders.schoolId, schoolId)];
  return tx
    .select()
    .from(lunchOrders)
    .where(and(eq(lunchOrders.lunchDate, date), eq(lunchOrders.status, 'active'), ...atSchool))
    .for('update');
}

export async function markLunchCancelled(tx: Transaction, orderId: number, change: { cancelledAt: Date; creditedCents: number }): Promise<LunchOrderRow> {
  const [row] = await tx
    .update(lunchOrders)
    .set({ status: 'cancelled', cancelledAt: change.cancelledAt, creditedCents: change.creditedCents })
    .where(eq(lunchOrders.id, orderId))
    .returning();
  return row!;
}

/** Active lunches of a dish from `today` on whose child is allergic to one of `allergens`, locked, by parent and date. */
export async function upcomingLunchesOfDishFor(tx: Transaction, itemId: number, allergens: readonly string[], today: string): Promise<LunchOrderRow[]> {
  return tx
    .select()
    .from(lunchOrders)
    .where(
      and(
        eq(lunchOrders.weeklyMenuItemId, itemId),
        eq(lunchOrders.status, 'active'),
        gte(lunchOrders.lunchDate, today),
        arrayOverlaps(lunchOrders.childAllergies, [...allergens]),
      ),
    )
    .orderBy(asc(lunchOrders.userId), asc(lunchOrders.lunchDate), asc(lunchOrders.id))
    .for('update');
}

export async function setAllergenCheck(tx: Transaction, orderId: number, allergenCheck: string[]): Promise<LunchOrderRow> {
  const [row] = await tx.update(lunchOrders).set({ allergenCheck }).where(eq(lunchOrders.id, orderId)).returning();
  return row!;
}

/** The outbox's number for an event ordering wrote; null once the event is no longer kept. */
export async function outboxSeqOf(db: Executor, eventId: string): Promise<number | null> {
  const [row] = await db.select({ seq: outbox.seq }).from(outbox).where(eq(outbox.eventId, eventId));
  return row ? row.seq : null;
}

/** The envelopes of these event types written after `seq`, in the outbox's order, at most `limit`. */
export async function envelopesAfter(db: Executor, seq: number, types: readonly string[], limit: number): Promise<unknown[]> {
  const rows = await db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(and(gt(outbox.seq, seq), inArray(outbox.type, [...types])))
    .orderBy(asc(outbox.seq))
    .limit(limit);
  return rows.map((row) => row.envelope);
}

/** Deletes the user's orders and checkouts; answers how many orders there were. */
export async function deleteOrdersOfUser(tx: Transaction, userId: number): Promise<number> {
  const deleted = await tx.delete(lunchOrders).where(eq(lunchOrders.userId, userId)).returning({ id: lunchOrders.id });
  await tx.delete(checkouts).where(eq(checkouts.userId, userId));
  return deleted.length;
}
