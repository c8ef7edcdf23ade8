import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type pg from 'pg';
import { isOrderable, menuWeekMondayAt, VIEWABLE_WEEK_OFFSETS } from '@lunchbox/domain/menu-week';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { DEFAULT_SCHOOL_TIMEZONE, formatLongDate, weekDates, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import type { Child, MenuItem } from './fixtures.ts';
import { describeMissingConfirmations } from './missing-confirmations.ts';
import { inParallel, Person, type MailFolder } from './local-cluster.ts';
import { TEST_ADMIN, TEST_CAPTCHA } from './test-system.ts';

/**
 * A school on the local cluster for the tests that deploy it or take its NATS nodes away under
 * load: a dish every orderable day, many parents with many children (so that every checkout of a
 * long run is a lunch of its own), seeded through the public API; and the final count of what was
 * acknowledged against what was stored and e-mailed.
 */
export interface Parent {
  person: Person;
  fullName: string;
  email: string;
  phone: string;
  children: Child[];
}

export interface Lunch {
  parent: Parent;
  child: Child;
  date: string;
  item: MenuItem;
}

/** Letters for a number (0 → Aa, 1 → Ab, …): child names hold letters only. */
const lettersOf = (index: number) => String.fromCharCode(65 + (Math.floor(index / 26) % 26)) + String.fromCharCode(97 + (index % 26));

/** The test administrator, signed in through the front proxy. */
export async function signInAdmin(baseUrl: string): Promise<Person> {
  const admin = new Person(baseUrl, '198.18.1.1');
  const signedIn = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  return admin;
}

/** A dish on one school day, added by the administrator. */
export async function addDish(admin: Person, week: string[], dayOfWeek: string, menuItem: string): Promise<MenuItem> {
  const created = await admin.post('/api/weekly-menu', {
    weekStartDate: week[0],
    weekEndDate: week[4],
    dayOfWeek,
    menuItem,
    description: 'Freshly made',
    price: '5.50',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body as MenuItem;
}

/** A parent registered through the public API (captcha and all) from an address of its own, signed in. */
export async function registerParent(
  baseUrl: string,
  options: { address: string; prefix: string; index: number },
): Promise<{ person: Person; username: string; email: string; fullName: string; phone: string }> {
  const person = new Person(baseUrl, options.address);
  const username = `${options.prefix}${options.index}${randomUUID().slice(0, 6)}`;
  const fields = { username, email: `${username}@example.test`, password: `${options.prefix}-pass-1`, fullName: `Parent ${options.index}`, phone: '555-010-0000' };
  const captcha = await person.get('/api/captcha');
  const registered = await person.post('/api/register', { ...fields, captchaId: captcha.body.captchaId, captchaAnswer: TEST_CAPTCHA });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  return { person, username, email: fields.email, fullName: fields.fullName, phone: fields.phone };
}

export async function seedSchool(options: {
  baseUrl: string;
  now: Date;
  parents: number;
  childrenPerParent: number;
  observer: pg.Pool;
}): Promise<{ parents: Parent[]; lunches: Lunch[] }> {
  const { baseUrl, now } = options;
  const admin = await signInAdmin(baseUrl);
  const items = new Map<string, MenuItem>();
  for (const monday of VIEWABLE_WEEK_OFFSETS.map((offset) => menuWeekMondayAt(offset, now, DEFAULT_SCHOOL_TIMEZONE))) {
    const dates = weekDates(monday);
    for (const [day, dayOfWeek] of WEEKDAYS.entries()) items.set(dates[day]!, await addDish(admin, dates, dayOfWeek, `Dish ${monday} ${dayOfWeek}`));
  }
  const parents: Parent[] = [];
  await inParallel(
    Array.from({ length: options.parents }, (_, index) => index),
    6,
    async (index) => {
      const { person, ...fields } = await registerParent(baseUrl, { address: `198.19.${Math.floor(index / 250)}.${(index % 250) + 1}`, prefix: 'deploy', index });
      const children: Child[] = [];
      for (let number = 0; number < options.childrenPerParent; number += 1) {
        const child = await person.post('/api/child-profile', {
          name: `Kid ${lettersOf(index)}${lettersOf(number)}`,
          school: 'Sutter Elementary',
          grade: '3',
          teacher: 'Room 4',
        });
        assert.equal(child.status, 201, JSON.stringify(child.body));
        children.push(child.body);
      }
      parents[index] = { person, fullName: fields.fullName, email: fields.email, phone: fields.phone, children };
    },
  );
  // Ordering learns children and dishes from identity's and menu's events.
  const childIds = parents.flatMap((parent) => parent.children.map((child) => child.id));
  await waitFor(
    'ordering to know every child and dish',
    async () => {
      const known = await options.observer.query(
        `select (select count(*)::int from ordering.children where child_id = any($1)) as children,
                (select count(*)::int from ordering.menu_items where item_id = any($2)) as items`,
        [childIds, [...items.values()].map((item) => item.id)],
      );
      return known.rows[0].children === childIds.length && known.rows[0].items === items.size;
    },
    { timeoutMs: 120_000, intervalMs: 200 },
  );
  const lunches: Lunch[] = [];
  for (const date of [...items.keys()].filter((one) => isOrderable(one, now, seededSchoolClock(DEFAULT_SCHOOL_TIMEZONE))))
    for (const parent of parents) for (const child of parent.children) lunches.push({ parent, child, date, item: items.get(date)! });
  return { parents, lunches };
}

/** An acknowledged checkout: the lunch it was for and the orders its answer named. */
export interface Acknowledged {
  lunch: Lunch;
  orderIds: number[];
}

/**
 * Every acknowledged checkout is stored once and nothing else is; every stored lunch gets exactly
 * one confirmation e-mail. Returns the counts it printed.
 */
/**
 * How long the confirmations may take after the load: an e-mail whose sender was killed mid-send
 * (its stop out of time) waits for its lease to run out (LEASE_MS, 2 min) and for the next resume
 * of pending e-mails (30 s); a minute more for a busy machine.
 */
const CONFIRMATIONS_WAIT_MS = 210_000;

export async function assertNothingLostOrDoubled(
  phase: string,
  observer: pg.Pool,
  mail: MailFolder,
  acknowledged: Map<string, Acknowledged>,
  /** The cluster's NATS: a missing confirmation is printed with the state of notification's consumer. */
  natsUrl?: string,
): Promise<{ stored: number; lost: number; doubled: number; emails: number }> {
  const { rows } = await observer.query<{ id: number; child_id: number; child_name: string; email: string; lunch_date: string; checkout_id: string }>(
    `select id, child_id, child_name, email, lunch_date::text as lunch_date, checkout_id::text as checkout_id from ordering.lunch_orders`,
  );
  const byCheckout = new Map<string, typeof rows>();
  const byLunch = new Map<string, number>();
  for (const row of rows) {
    byCheckout.set(row.checkout_id, [...(byCheckout.get(row.checkout_id) ?? []), row]);
    byLunch.set(`${row.child_id}|${row.lunch_date}`, (byLunch.get(`${row.child_id}|${row.lunch_date}`) ?? 0) + 1);
  }
  const lost = [...acknowledged.entries()].filter(
    ([checkoutId, { lunch, orderIds }]) =>
      !(byCheckout.get(checkoutId) ?? []).some((row) => row.child_id === lunch.child.id && row.lunch_date === lunch.date && orderIds.includes(row.id)),
  );
  const doubled = [...byLunch.values()].filter((count) => count > 1).length;
  console.log(`${phase}: ${acknowledged.size} checkouts acknowledged, ${rows.length} lunches stored, ${lost.length} lost, ${doubled} doubled`);
  assert.equal(
    lost.length,
    0,
    `acknowledged but not stored: ${lost
      .map(([checkoutId]) => checkoutId)
      .slice(0, 10)
      .join(', ')}`,
  );
  assert.equal(doubled, 0, 'no lunch stored twice');
  assert.equal(rows.length, acknowledged.size, 'nothing stored that was not acknowledged');

  // A confirmation names each lunch on a line "<long date>: … for <child> (…)"; mails are looked up by recipient first.
  const confirmationsOf = (row: (typeof rows)[number], byRecipient: Map<string, string[][]>) => {
    const line = `${formatLongDate(row.lunch_date)}: `;
    const child = ` for ${row.child_name} (`;
    return (byRecipient.get(row.email) ?? []).filter((lines) => lines.some((text) => text.includes(line) && text.includes(child))).length;
  };
  const countConfirmations = () => {
    const byRecipient = new Map<string, string[][]>();
    for (const one of mail.refresh()) {
      if (!one.subject.includes('order')) continue;
      for (const to of one.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), one.text.split('\n')]);
    }
    return rows.map((row) => confirmationsOf(row, byRecipient));
  };
  let counts: number[];
  try {
    counts = await waitFor('a confirmation e-mail for every stored lunch', countConfirmations, {
      until: (found) => found.every((count) => count >= 1),
      timeoutMs: CONFIRMATIONS_WAIT_MS,
      intervalMs: 500,
    });
  } catch (error) {
    // Which lunch, and how far its confirmation got: the event in ordering's outbox, notification's inbox, the e-mail's record.
    const found = countConfirmations();
    const missing = rows.filter((_, index) => found[index] === 0);
    console.log(`${phase}: confirmations missing\n${await describeMissingConfirmations(observer, missing, natsUrl)}`);
    throw error;
  }
  const notOnce = rows.filter((_, index) => counts[index] !== 1).map((row) => `${row.child_name} ${row.lunch_date}: ${counts[rows.indexOf(row)]}`);
  console.log(`${phase}: ${counts.reduce((sum, count) => sum + count, 0)} confirmation e-mails for ${rows.length} lunches`);
  assert.deepEqual(notOnce, [], 'exactly one confirmation e-mail per stored lunch');
  return { stored: rows.length, lost: lost.length, doubled, emails: counts.reduce((sum, count) => sum + count, 0) };
}
