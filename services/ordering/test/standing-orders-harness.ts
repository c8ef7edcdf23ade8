import assert from 'node:assert/strict';
import type { EventData, EventEnvelope, EventType } from '@lunchbox/contracts/events';
import type { Caller } from '@lunchbox/kit/auth';
import { childData, menuItemData, type AnswerData, type OrderingHarness } from './ordering-harness.ts';

/** What the issue 27 tests share: parents known from identity's events, children, menus, and the new operations. */

export const SET_STANDING = `mutation ($childId: Int!, $input: StandingOrderInput!) {
  setStandingOrder(childId: $childId, input: $input) { childId active nextWeek days { Monday { mode dish dietTag fallback } Tuesday { mode fallback } Wednesday { mode fallback } Thursday { mode fallback } Friday { mode fallback } } }
}`;
export const MY_STANDING = '{ myStandingOrders { childId active nextWeek days { Monday { mode fallback } Friday { mode fallback } } } }';
export const RUN_STANDING = 'mutation ($week: String!) { runStandingOrders(week: $week) { parents lunches skipped } }';
export const RUN_REMINDERS = 'mutation ($week: String!) { runReminders(week: $week) { reminded skipped } }';

export function caller(userId: number, name: string): Caller {
  return { userId, username: name, isAdmin: false, sessionId: `session-${name}` };
}

export async function registerParent(system: OrderingHarness, userId: number, fullName: string, phone = '555-123-4567'): Promise<void> {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}@example.org`;
  await system.publish('user.registered', { userId, username: email, email, fullName, phone, isAdmin: false, language: 'en' });
}

export async function addChild(system: OrderingHarness, userId: number, name: string, overrides: Partial<EventData<'child.upserted'>> = {}) {
  const child = childData(userId, name, overrides);
  await system.publish('child.upserted', child);
  return child;
}

export async function addItem(system: OrderingHarness, monday: string, day: string, name: string, cents: number, overrides: Partial<EventData<'menu.item.upserted'>> = {}) {
  const item = menuItemData(monday, day, name, cents, overrides);
  await system.publish('menu.item.upserted', item);
  return item;
}

/** A full week of dishes, one a day. */
export async function addWeekMenu(system: OrderingHarness, monday: string, cents = 500): Promise<void> {
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await addItem(system, monday, day, `${day} special`, cents);
}

export async function ok(system: OrderingHarness, who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<AnswerData> {
  const answer = await system.ask(who, query, variables);
  assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  return answer.data!;
}

export async function refusal(system: OrderingHarness, who: Caller | null, query: string, variables: Record<string, unknown> = {}) {
  const answer = await system.ask(who, query, variables);
  assert.ok(answer.errors?.length, `expected a refusal, got ${JSON.stringify(answer.data)}`);
  return answer.errors[0]!;
}

export async function setStanding(system: OrderingHarness, who: Caller, childId: number, input: Record<string, unknown>) {
  return (await ok(system, who, SET_STANDING, { childId, input })).setStandingOrder;
}

export function eventsOf<T extends EventType>(system: OrderingHarness, type: T, userId?: number): EventEnvelope<T>[] {
  return (system.published as EventEnvelope<T>[]).filter(
    (event) => event.type === type && (userId === undefined || (event.data as { userId?: number }).userId === userId),
  );
}

/** Active lunches of a parent in a week, from the database. */
export async function lunchesOf(system: OrderingHarness, userId: number, monday: string) {
  const { rows } = await system.pool.query<{ child_id: number; lunch_date: string; checkout_id: string }>(
    `select child_id, to_char(lunch_date, 'YYYY-MM-DD') as lunch_date, checkout_id from ordering.lunch_orders
      where user_id = $1 and status = 'active' and lunch_date between $2::date and $2::date + 4 order by lunch_date, child_id`,
    [userId, monday],
  );
  return rows;
}
