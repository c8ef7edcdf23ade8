import { requireAdmin, requireCaller, requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth';
import type { Database } from '@lunchbox/kit/db';
import { now } from '@lunchbox/kit/clock';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { optionalIsoDate } from '@lunchbox/domain/text-fields';
import { creditBalanceCents } from '@lunchbox/domain/order-rules';
import type { CreditEntryRow, LunchOrderRow } from '../db/schema.ts';
import { countOrdersOn, creditEntriesOf, findOrdersByIds, listAllOrders, listOrdersOfUser, listSchedule } from './order-repository.ts';

export const DATE_FILTER_MESSAGE = 'Date must be in the form YYYY-MM-DD';

const optionalDate = optionalIsoDate(DATE_FILTER_MESSAGE);

/** The signed-in caller's own orders, newest lunch first. */
export async function listMyOrders(db: Database, caller: Caller | null): Promise<LunchOrderRow[]> {
  const known = requireCaller(caller);
  return listOrdersOfUser(db, known.userId);
}

/** Someone's orders: a parent may read only their own, an administrator anyone's. */
export async function listOrdersOfUserFor(db: Database, caller: Caller | null, userId: number): Promise<LunchOrderRow[]> {
  requireSelfOrAdmin(caller, userId);
  return listOrdersOfUser(db, userId);
}

/**
 * The lunch schedule (DESIGN.md "Identity and access"): a parent sees their own children's
 * lunches, an administrator everyone's; earliest date first, optionally within a date range.
 */
export async function lunchScheduleFor(
  db: Database,
  caller: Caller | null,
  range: { from?: string | null; to?: string | null } = {},
): Promise<LunchOrderRow[]> {
  const known = requireCaller(caller);
  const from = optionalDate.parse(range.from);
  const to = optionalDate.parse(range.to);
  return listSchedule(db, { userId: known.isAdmin ? undefined : known.userId, from, to });
}

/** The admin orders screen: every order, or one date's (the day navigator). */
export async function adminOrders(db: Database, caller: Caller | null, date?: string | null): Promise<LunchOrderRow[]> {
  requireAdmin(caller);
  return listAllOrders(db, optionalDate.parse(date));
}

/** One order by id for the federated graph; null when it does not exist. */
export async function findOrderFor(db: Database, caller: Caller | null, id: number): Promise<LunchOrderRow | null> {
  requireCaller(caller);
  const [order] = await findOrdersByIds(db, [id]);
  if (!order) return null;
  requireSelfOrAdmin(caller, order.userId);
  return order;
}

/** The admin overview's 'Today's Orders': lunches for today's date at the schools. */
export async function countTodaysOrders(db: Database, caller: Caller | null, timeZone: string): Promise<number> {
  requireAdmin(caller);
  return countOrdersOn(db, schoolToday(now(), timeZone));
}

/** GET /api/my-credit: the caller's balance (the ledger's sum) and its entries, newest first. */
export async function myCredit(db: Database, caller: Caller | null): Promise<{ balanceCents: number; entries: CreditEntryRow[] }> {
  const parent = requireCaller(caller);
  const entries = await creditEntriesOf(db, parent.userId);
  return { balanceCents: creditBalanceCents(entries), entries };
}
