import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Monday 23 November 2026, 8 AM at the schools: Tuesday to Friday can still be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
const SERVICE_SCHEMAS = ['identity', 'menu', 'ordering', 'notification'];
/**
 * The outbox and inbox are the bus's own bookkeeping (envelopes on their way, ids of handled
 * events), not data a service keeps about a person; they are left out of the search.
 */
const MESSAGING_TABLES = new Set(['outbox', 'inbox']);
/**
 * A service remembers that an id was deleted (the id and when, nothing else) so that a late event
 * cannot bring the person back; those rows are searched for personal text, not for the id.
 */
const TOMBSTONE_TABLES = new Set(['deleted_users']);

/** Every row of every service's tables that still mentions the person, table by table. */
async function traces(observer: pg.Pool, userId: number, needles: string[]): Promise<Record<string, number>> {
  const tables = await observer.query<{ schema: string; table: string; hasUserId: boolean }>(
    `select t.table_schema as schema, t.table_name as table,
            exists (select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'user_id') as "hasUserId"
       from information_schema.tables t
      where t.table_schema = any($1) and t.table_type = 'BASE TABLE'`,
    [SERVICE_SCHEMAS],
  );
  const found: Record<string, number> = {};
  for (const { schema, table, hasUserId } of tables.rows) {
    if (MESSAGING_TABLES.has(table)) continue;
    const mentions = needles.map((_, index) => `t::text ilike $${index + 1}`).join(' or ');
    const byId = hasUserId && !TOMBSTONE_TABLES.has(table) ? ` or t.user_id = $${needles.length + 1}` : '';
    const params: unknown[] = needles.map((needle) => `%${needle}%`);
    if (byId) params.push(userId);
    const { rows } = await observer.query(`select count(*)::int as n from "${schema}"."${table}" t where ${mentions}${byId}`, params);
    if (rows[0].n > 0) found[`${schema}.${table}`] = rows[0].n;
  }
  return found;
}

/** The e-mails the notification service has finished sending to these users, as `userId:kind`, sorted. */
async function sentEmails(observer: pg.Pool, userIds: number[]): Promise<string[]> {
  const { rows } = await observer.query<{ mail: string }>(
    `select user_id || ':' || kind as mail from notification.email_notifications
      where user_id = any($1) and status = 'sent'`,
    [userIds],
  );
  return rows.map((row) => row.mail).sort();
}

for (const bus of ['in-process', 'nats'] as const) {
  describe(`deleting a parent over the ${bus} bus`, () => {
    let system: TestSystem;
    let observer: pg.Pool;
    let admin: Browser;
    let leaving: SignedInParent;
    let staying: SignedInParent;

    async function placeLunchAndFeedback(parent: SignedInParent, childName: string, itemId: number, menuItem: string): Promise<void> {
      const child = await parent.browser.post('/api/child-profile', { name: childName, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
      assert.equal(child.status, 201, JSON.stringify(child.body));
      await waitFor(
        'ordering learning the child',
        async () => (await observer.query('select count(*)::int as n from ordering.children where child_id = $1 and not deleted', [child.body.id])).rows[0].n,
        { until: (n) => n === 1 },
      );
      const checkout = await parent.browser.post('/api/checkout', {
        checkoutId: randomUUID(),
        items: [
          {
            id: randomUUID(),
            childName,
            parentName: parent.fields.fullName,
            email: parent.fields.email,
            phone: parent.fields.phone,
            school: 'Sutter Elementary',
            grade: '3',
            teacher: 'Room 4',
            lunchDate: '2026-11-27',
            lunchOptions: [menuItem],
            weeklyMenuItemIds: [itemId],
            totalAmount: 6.5,
            notes: `Lunch for ${childName}`,
            addedAt: '2026-11-23T15:00:00.000Z',
          },
        ],
      });
      assert.equal(checkout.status, 201, JSON.stringify(checkout.body));
      const feedback = await parent.browser.post('/api/feedback', {
        category: 'general',
        rating: 4.5,
        date: null,
        subject: '',
        message: `Thanks from ${parent.fields.username}`,
      });
      assert.equal(feedback.status, 201, JSON.stringify(feedback.body));
    }

    beforeAll(async () => {
      system = await startTestSystem({ bus, env: { TEST_NOW } });
      observer = observerPool(system.databaseUrl, 1);
      admin = new Browser(system.url);
      assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
      const item = await admin.post('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: 'Friday',
        menuItem: 'Pizza Friday',
        description: 'Cheese pizza and salad',
        price: '6.50',
      });
      assert.equal(item.status, 201, JSON.stringify(item.body));
      await waitFor(
        'ordering learning the menu item',
        async () => (await observer.query('select count(*)::int as n from ordering.menu_items where item_id = $1', [item.body.id])).rows[0].n,
        { until: (n) => n === 1 },
      );

      leaving = await newSignedInParent(system.url, { fullName: 'Lena Leaving' });
      staying = await newSignedInParent(system.url, { fullName: 'Sam Staying' });
      await placeLunchAndFeedback(leaving, 'Lily', item.body.id, 'Pizza Friday');
      await placeLunchAndFeedback(staying, 'Sid', item.body.id, 'Pizza Friday');
      // The end of the chain, not the outbox: every welcome and confirmation e-mail is sent (and
      // recorded as sent) before the test takes its picture of what each person has.
      const adminId = ((await admin.get('/api/user')).body as { id: number }).id;
      const expected = [`${adminId}:welcome`, ...[leaving.user.id, staying.user.id].flatMap((id) => [`${id}:order_confirmation`, `${id}:welcome`])].sort();
      await waitFor('the welcome and confirmation e-mails', () => sentEmails(observer, [adminId, leaving.user.id, staying.user.id]), {
        until: (sent) => JSON.stringify(sent) === JSON.stringify(expected),
      });
    });

    afterAll(async () => {
      await observer?.end();
      await system?.stop();
    });

    test('when an administrator deletes a parent, then no service keeps anything of them and the other parent keeps everything', async () => {
      const needles = [leaving.fields.email, leaving.fields.username, 'Lily'];
      const before = await traces(observer, leaving.user.id, needles);
      for (const table of ['identity.users', 'identity.child_profiles', 'ordering.lunch_orders', 'ordering.children', 'notification.feedback']) {
        assert.ok(
          Object.keys(before).some((name) => name.startsWith(table)),
          `${table} should hold the parent before the deletion: ${JSON.stringify(before)}`,
        );
      }
      const othersBefore = await traces(observer, staying.user.id, [staying.fields.email, 'Sid']);

      const removed = await admin.delete(`/api/admin/users/${leaving.user.id}`);
      assert.equal(removed.status, 200, JSON.stringify(removed.body));

      await waitFor('every service to forget the deleted parent', () => traces(observer, leaving.user.id, needles), {
        until: (left) => Object.keys(left).length === 0,
      });
      assert.deepEqual(await traces(observer, staying.user.id, [staying.fields.email, 'Sid']), othersBefore);

      assert.equal((await leaving.browser.get('/api/user')).status, 401);
      const orders = (await admin.get('/api/admin/orders')).body as Array<{ childName: string }>;
      assert.deepEqual(
        orders.map((order) => order.childName),
        ['Sid'],
      );
      const feedback = (await admin.get('/api/admin/feedback')).body as Array<{ message: string }>;
      assert.deepEqual(
        feedback.map((entry) => entry.message),
        [`Thanks from ${staying.fields.username}`],
      );
    });

    test('when the administrator asks for the overview, then each counter comes from the service that owns it', async () => {
      const stats = await admin.get('/api/admin/stats');
      assert.equal(stats.status, 200, JSON.stringify(stats.body));
      assert.deepEqual(Object.keys(stats.body).sort(), ['emailsSent', 'todaysOrders', 'totalUsers', 'weeklyMenuItems']);
      const users = (await admin.get('/api/admin/users')).body as unknown[];
      assert.equal(stats.body.totalUsers, users.length);
      assert.equal(stats.body.weeklyMenuItems, 1);
      assert.equal(stats.body.todaysOrders, 0, 'the only lunches are on Friday');
      // The deleted parent's own e-mails went with them: the administrator's welcome and the other parent's welcome and confirmation are left.
      assert.equal(stats.body.emailsSent, 3);
      assert.equal((await staying.browser.get('/api/admin/stats')).status, 403);
      assert.equal((await new Browser(system.url).get('/api/admin/stats')).status, 401);
    });
  });
}
