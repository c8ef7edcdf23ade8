import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '@lunchbox/kit/db/database';
import { startSession } from '@lunchbox/identity/sessions/start-session';
import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import { previousWeekday, schoolToday, weekDates, weekdayOnOrAfter, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { cartItem } from '../test/fixtures.ts';
import { seedRushParents, type RushParent } from './rush.ts';
import type { SignedInPage } from './web-bench.ts';

/**
 * The busy school the signed-in pages are audited on (issue 34 section 1): a parent with 3
 * children, a menu of 3 items a day for both orderable weeks, 300 other families, 200 orders in
 * the parent's history, a day of 600 lunches for the kitchen and 2,000 users. The menu goes
 * through the REST API; the people and the lunches are written in bulk like the rush's parents
 * (rush.ts), since registering and checking out through the API would only measure the seeding.
 */
export const BUSY_SCHOOL = { otherFamilies: 300, childrenPerFamily: 2, historyOrders: 200, users: 2000, dishesPerDay: 3, cartDates: 5 } as const;

export interface SeedMenuItem {
  id: number;
  weekStartDate: string;
  dayOfWeek: string;
  menuItem: string;
  price: string;
}

export interface BusySchool {
  parent: RushParent;
  parentCookie: string;
  adminCookie: string;
  /** The day the admin's production and orders tabs open on in the browser, with its 600 lunches. */
  lunchDay: string;
  /** The parent's saved cart: the localStorage key and value the web app keeps it under. */
  cart: { key: string; value: string };
  /** How far the server's pinned clock is ahead of this machine's (the browser's clock is moved by as much). */
  clockOffsetMs: number;
}

type Post = (path: string, body: unknown) => Promise<{ status: number; body: SeedMenuItem }>;

const EXTRA_DISHES = [
  ['Garden Salad', 'Bean Chili'],
  ['Turkey Sandwich', 'Lentil Soup'],
  ['Rice Bowl', 'Falafel Plate'],
  ['Veggie Burger', 'Tomato Soup'],
  ['Cheese Quesadilla', 'Noodle Stir-fry'],
] as const;

/** Two more dishes on each weekday of each week, beside the one run-bench's seedMenu adds. */
async function seedMoreDishes(post: Post, mondays: string[]): Promise<SeedMenuItem[]> {
  const added: SeedMenuItem[] = [];
  for (const monday of mondays) {
    const dates = weekDates(monday);
    for (const [day, dayOfWeek] of WEEKDAYS.entries()) {
      for (const dish of EXTRA_DISHES[day]!) {
        const response = await post('/api/weekly-menu', {
          weekStartDate: dates[0],
          weekEndDate: dates[4],
          dayOfWeek,
          menuItem: dish,
          description: `${dish}, freshly made`,
          price: '5.75',
          calories: '300-400',
        });
        if (response.status !== 201) throw new Error(`menu item ${monday} ${dayOfWeek} ${dish}: ${response.status} ${JSON.stringify(response.body)}`);
        added.push(response.body);
      }
    }
  }
  return added;
}

interface LunchRow {
  checkoutId: string;
  parent: RushParent;
  child: RushParent['children'][number];
  date: string;
  item: SeedMenuItem;
}

async function insertLunches(pool: pg.Pool, rows: LunchRow[]): Promise<void> {
  const checkouts = new Map<string, { userId: number; cents: number }>();
  for (const row of rows) {
    const entry = checkouts.get(row.checkoutId) ?? { userId: row.parent.userId, cents: 0 };
    entry.cents += Math.round(Number(row.item.price) * 100);
    checkouts.set(row.checkoutId, entry);
  }
  await pool.query(`insert into ordering.checkouts (checkout_id, user_id, total_cents) select * from unnest($1::uuid[], $2::int[], $3::int[])`, [
    [...checkouts.keys()],
    [...checkouts.values()].map((c) => c.userId),
    [...checkouts.values()].map((c) => c.cents),
  ]);
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await pool.query(
      `insert into ordering.lunch_orders (checkout_id, user_id, child_id, child_name, parent_name, email, phone, school, grade, teacher,
         lunch_date, weekly_menu_item_id, lunch_options, total_cents)
       select c, u, ch, cn, pn, e, ph, s, g, t, d::date, w, array[o], tc
         from unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                     $11::text[], $12::int[], $13::text[], $14::int[]) as x(c, u, ch, cn, pn, e, ph, s, g, t, d, w, o, tc)`,
      [
        batch.map((r) => r.checkoutId),
        batch.map((r) => r.parent.userId),
        batch.map((r) => r.child.id),
        batch.map((r) => r.child.name),
        batch.map((r) => r.parent.fullName),
        batch.map((r) => r.parent.email),
        batch.map((r) => r.parent.phone),
        batch.map((r) => r.child.school),
        batch.map((r) => r.child.grade),
        batch.map((r) => r.child.teacher),
        batch.map((r) => r.date),
        batch.map((r) => r.item.id),
        batch.map((r) => r.item.menuItem),
        batch.map((r) => Math.round(Number(r.item.price) * 100)),
      ],
    );
  }
}

export async function seedBusySchool(options: {
  pool: pg.Pool;
  privateKey: string;
  sessionCookie: string;
  adminUsername: string;
  adminPost: Post;
  /** The menu already there (one dish a day for both weeks). */
  menu: SeedMenuItem[];
  mondays: string[];
  /** The dates of the week whose lunches can still be ordered, for the cart. */
  orderableDates: string[];
  /** The system's pinned clock (TEST_NOW): history lies before it. */
  now: Date;
  timeZone: string;
}): Promise<BusySchool> {
  const { pool } = options;
  const menu = [...options.menu, ...(await seedMoreDishes(options.adminPost, options.mondays))];
  const dishesOn = (date: string) => {
    const monday = options.mondays.find((candidate) => weekDates(candidate).includes(date));
    const dayOfWeek = monday ? WEEKDAYS[weekDates(monday).indexOf(date)] : WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
    const found = menu.filter((item) => item.weekStartDate === monday && item.dayOfWeek === dayOfWeek);
    return found.length ? found : menu.filter((item) => item.dayOfWeek === dayOfWeek);
  };

  const families = await seedRushParents({
    pool,
    privateKey: options.privateKey,
    count: 1 + BUSY_SCHOOL.otherFamilies,
    seed: 34,
    concurrency: 8,
    sessionCookie: options.sessionCookie,
    childrenOf: (index) => (index === 0 ? 3 : BUSY_SCHOOL.childrenPerFamily),
  });
  const parent = families[0]!;
  const others = families.slice(1);

  // Users with no children, up to the 2,000 the admin's users tab lists (the admin and the families counted).
  const extraUsers = BUSY_SCHOOL.users - families.length - 1;
  const tag = randomUUID().slice(0, 6);
  await pool.query(
    `insert into identity.users (username, email, password_hash, full_name, phone)
       select 'user' || i || $2, 'user' || i || $2 || '@example.test', '!bench', 'School User ' || i, '555-020-' || lpad(i::text, 4, '0')
         from generate_series(1, $1::int) as i`,
    [extraUsers, tag],
  );

  // The parent's history: one lunch per child per weekday, back from the pinned clock's day, 200 in all.
  const history: LunchRow[] = [];
  let date = previousWeekday(schoolToday(options.now, options.timeZone));
  while (history.length < BUSY_SCHOOL.historyOrders) {
    const checkoutId = randomUUID();
    const dishes = dishesOn(date);
    for (const [index, child] of parent.children.entries()) {
      if (history.length < BUSY_SCHOOL.historyOrders) history.push({ checkoutId, parent, child, date, item: dishes[index % dishes.length]! });
    }
    date = previousWeekday(date);
  }
  await insertLunches(pool, history);

  // The kitchen's busy day: what the production and orders tabs open on (the browser's clock follows the server's).
  const lunchDay = weekdayOnOrAfter(schoolToday(options.now, options.timeZone));
  const dayDishes = dishesOn(lunchDay);
  const dayRows = others.flatMap((family) => {
    const checkoutId = randomUUID();
    return family.children.map((child, index) => ({
      checkoutId,
      parent: family,
      child,
      date: lunchDay,
      item: dayDishes[(family.userId + index) % dayDishes.length]!,
    }));
  });
  await insertLunches(pool, dayRows);

  const adminId = (await pool.query<{ id: number }>('select id from identity.users where username = $1', [options.adminUsername])).rows[0]?.id;
  if (adminId === undefined) throw new Error(`no admin ${options.adminUsername}`);
  const db = drizzle(pool) as Database;
  const adminCookie = `${options.sessionCookie}=${(await startSession(db, options.privateKey, adminId, true)).token}`;

  // The cart: 15 lunches, the 3 children on 5 orderable dates, as the order form saves it.
  const cartDates = options.orderableDates.slice(0, BUSY_SCHOOL.cartDates);
  const items = parent.children.flatMap((child) =>
    cartDates.map((lunchDate) => cartItem(parent, child, dishesOn(lunchDate)[0]!, lunchDate, { addedAt: options.now.toISOString() })),
  );
  return {
    parent,
    parentCookie: parent.cookie,
    adminCookie,
    lunchDay,
    cart: { key: cartStorageKey(parent.userId), value: JSON.stringify(items) },
    // The server's clock started at `now` a few seconds before seeding and has run on since: close enough for a day and a week.
    clockOffsetMs: options.now.getTime() - Date.now(),
  };
}

/** The signed-in pages of issue 34 section 1 on the busy school, with what a person does on the long lists. */
export function busySchoolPages(school: BusySchool): SignedInPage[] {
  const parent = school.parentCookie;
  const admin = school.adminCookie;
  const clockOffsetMs = school.clockOffsetMs;
  const lunches = (BUSY_SCHOOL.otherFamilies * BUSY_SCHOOL.childrenPerFamily).toLocaleString('en-US');
  const cartLunches = (JSON.parse(school.cart.value) as unknown[]).length;
  // The last of the users seeded without children ('School User N'), found by the users tab's search.
  const lastUser = `School User ${BUSY_SCHOOL.users - (1 + BUSY_SCHOOL.otherFamilies) - 1}`;
  return [
    {
      label: 'parent: dashboard',
      path: '/',
      cookie: parent,
      clockOffsetMs,
      greeting: { fullName: school.parent.fullName, childName: school.parent.children[0]!.name },
    },
    { label: 'parent: order form', path: '/my-orders?tab=order', cookie: parent, clockOffsetMs },
    { label: `parent: cart, ${cartLunches} lunches`, path: '/cart', cookie: parent, localStorage: school.cart, clockOffsetMs },
    {
      label: `parent: order history, ${BUSY_SCHOOL.historyOrders} orders`,
      path: '/my-orders',
      cookie: parent,
      clockOffsetMs,
      interactions: [
        { kind: 'wait', selector: 'ul[aria-label="Past"] > li' },
        { kind: 'click', label: 'open the order tab', selector: '#my-orders-tab-order' },
        { kind: 'click', label: 'back to the history', selector: '#my-orders-tab-history' },
      ],
    },
    { label: 'parent: lunch schedule', path: '/calendar', cookie: parent, clockOffsetMs },
    {
      label: 'admin: dashboard',
      path: '/admin',
      cookie: admin,
      clockOffsetMs,
      // The overview has no filter to type in; on a phone its sections are a slide-in menu (a dialog).
      interactions: [
        { kind: 'wait', selector: 'button[aria-label^="Dashboard sections, current"]' },
        { kind: 'click', label: 'opening the sections menu', selector: 'button[aria-label^="Dashboard sections, current"]' },
      ],
    },
    {
      label: `admin: production, ${lunches} lunches on ${school.lunchDay}`,
      path: '/admin?tab=production',
      cookie: admin,
      clockOffsetMs,
      interactions: [
        { kind: 'wait', selector: 'button[value="week"]' },
        { kind: 'click', label: 'show the week', selector: 'button[value="week"]' },
        // The sheet's filters are a date and a school, chosen rather than typed: the school's list is the dialog.
        { kind: 'press', label: 'choosing a school with the keyboard', selector: 'select', key: 'ArrowDown' },
        // Last: the browser's own list stays open after it.
        { kind: 'click', label: 'opening the school choice', selector: 'select' },
      ],
    },
    {
      label: `admin: orders and labels, ${lunches} lunches`,
      path: '/admin?tab=orders',
      cookie: admin,
      clockOffsetMs,
      interactions: [
        { kind: 'wait', selector: 'ul[aria-label^="Orders for"] > li' },
        { kind: 'click', label: `Print Labels (${lunches} labels)`, selector: '::-p-text(Print Labels)' },
        // The labels' filter is a school, chosen from a native select (opened on the production tab's).
        { kind: 'press', label: 'choosing a school with the keyboard', selector: 'select', key: 'ArrowDown' },
        { kind: 'press', label: 'choosing every school with the keyboard', selector: 'select', key: 'Home' },
        { kind: 'click', label: 'back to the orders', selector: '::-p-text(Back to Orders)' },
        { kind: 'click', label: 'next weekday', selector: 'button[aria-label="Next weekday"]' },
      ],
    },
    {
      label: `admin: users, ${BUSY_SCHOOL.users.toLocaleString('en-US')}`,
      path: '/admin?tab=users',
      cookie: admin,
      clockOffsetMs,
      interactions: [
        { kind: 'wait', selector: 'input[type="search"]' },
        { kind: 'type', label: `typing '${lastUser}' in the search (worst key)`, selector: 'input[type="search"]', text: lastUser },
        { kind: 'click', label: 'opening the Edit dialog', selector: `button[aria-label="Edit: ${lastUser}"]` },
      ],
    },
  ];
}
