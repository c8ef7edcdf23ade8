import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { cartItem } from '../../infra/test/fixtures.ts';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';
import { addChild, addWeekMenu, TEST_NOW, WEEK, type Child, type MenuItem } from './week-fixtures.ts';

interface Entry {
  id: string;
  service: string;
  occurredAt: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }>;
  ip: string | null;
  userAgent: string | null;
}

const ADMIN_AGENT = 'AuditTest/1.0 (admin desk)';

describe('the audit trail: every administrator action and sign-in, append-only and hash-chained', () => {
  let system: TestSystem;
  let admin: Browser;
  let maria: SignedInParent;
  let ana: Child;
  let items: MenuItem[];
  let sql: pg.Client;

  /** The admin's browser, with its own User-Agent and a header a client might try to pass off as the gateway's. */
  const asAdmin = <T = any>(method: string, path: string, body?: unknown) =>
    admin.request<T>(method, path, body, { 'user-agent': ADMIN_AGENT, 'x-lunchbox-user-agent': 'Forged/6.6' });

  const entries = async (query: string): Promise<Entry[]> => {
    const response = await admin.get<{ entries: Entry[]; nextCursor: string | null }>(`/api/admin/audit?limit=200&${query}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.entries;
  };

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    sql = new pg.Client({ connectionString: system.databaseUrl });
    await sql.connect();
    admin = new Browser(system.url);
    assert.equal((await asAdmin('POST', '/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    items = await addWeekMenu(admin, WEEK, [{ name: 'Veggie Pasta', price: '5.50' }]);
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    ana = await addChild(maria, 'Ana');
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: [ana.id], itemIds: items.map((item) => item.id) });
  });
  afterAll(async () => {
    await sql?.end();
    await system?.stop();
  });

  test('when a parent or a signed-out caller asks for the trail, its export or its check, then it is refused', async () => {
    const visitor = new Browser(system.url);
    for (const path of ['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit/verify', '/api/admin/audit?limit=0']) {
      assert.equal((await maria.browser.get(path)).status, 403, `${path} as a parent`);
      assert.equal((await visitor.get(path)).status, 401, `${path} signed out`);
    }
    const graph = await maria.browser.graphql('{ menuAuditLog { entries { id } } }');
    assert.equal(graph.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  test('when an administrator changes a role and edits a user, then identity records who, what, on what, the changed fields and where from', async () => {
    assert.equal((await asAdmin('PATCH', `/api/admin/users/${maria.user.id}/admin`, { isAdmin: true })).status, 200);
    assert.equal((await asAdmin('PATCH', `/api/admin/users/${maria.user.id}/admin`, { isAdmin: false })).status, 200);
    const edit = await asAdmin('PATCH', `/api/admin/users/${maria.user.id}`, {
      fullName: 'Maria L. Lopez',
      email: maria.fields.email,
      username: maria.fields.username,
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));

    const roles = await entries(`action=user.role_changed&target=user:${maria.user.id}`);
    assert.deepEqual(
      roles.map((entry) => entry.changes.isAdmin),
      [
        { before: true, after: false },
        { before: false, after: true },
      ],
      'newest first, before and after',
    );
    const [latest] = roles;
    assert.equal(latest!.service, 'identity');
    assert.equal(latest!.actorName, TEST_ADMIN.username);
    assert.equal(typeof latest!.actorId, 'number');
    assert.equal(latest!.userAgent, ADMIN_AGENT, "the browser's own User-Agent, not the forged header");
    assert.equal(latest!.ip, admin.address, 'the address the gateway saw (behind its loopback proxy)');

    const ben = await addChild(maria, 'Ben');
    assert.equal((await asAdmin('DELETE', `/api/child-profile/${ben.id}`)).status, 200);
    const [childDeleted] = await entries(`action=child.deleted&target=child:${ben.id}`);
    assert.equal(childDeleted!.actorName, TEST_ADMIN.username);
    assert.deepEqual(childDeleted!.changes, { userId: { before: maria.user.id } });

    const [updated] = await entries(`action=user.updated&target=user:${maria.user.id}`);
    assert.deepEqual(Object.keys(updated!.changes), ['fullName'], 'only the changed field');
    assert.equal(JSON.stringify(updated!.changes).includes('Lopez'), false, "a person's details are named as changed, not copied");
  });

  test('when an administrator creates, changes and deletes a dish and closes and reopens a day, then menu records each with the changed fields only', async () => {
    const created = await asAdmin('POST', '/api/weekly-menu', {
      weekStartDate: WEEK,
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Tuesday',
      menuItem: 'Audit Soup',
      description: 'Tomato soup',
      price: '4.00',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.equal((await asAdmin('PATCH', `/api/weekly-menu/${id}`, { price: '4.25' })).status, 200);
    assert.equal((await asAdmin('DELETE', `/api/weekly-menu/${id}`)).status, 200);
    assert.equal((await asAdmin('POST', '/api/admin/closures', { date: '2026-11-26', reason: 'Thanksgiving' })).status, 201);
    assert.equal((await asAdmin('DELETE', '/api/admin/closures/2026-11-26')).status, 200);

    const dish = await entries(`target=menu_item:${id}`);
    assert.deepEqual(
      dish.map((entry) => entry.action),
      ['menu_item.deleted', 'menu_item.updated', 'menu_item.created'],
    );
    assert.deepEqual(dish[1]!.changes, { priceCents: { before: 400, after: 425 } });
    assert.equal(dish[2]!.changes.menuItem?.after, 'Audit Soup');
    assert.equal(dish[0]!.changes.menuItem?.before, 'Audit Soup');
    const closures = await entries('action=closure');
    assert.deepEqual(
      closures.map((entry) => [entry.action, entry.targetId]),
      [
        ['closure.lifted', '2026-11-26'],
        ['closure.declared', '2026-11-26'],
      ],
    );
    assert.ok(closures.every((entry) => entry.service === 'menu' && entry.userAgent === ADMIN_AGENT));
  });

  test('when an administrator marks a payment, saves payment settings and confirms a top-up, then ordering records each', async () => {
    const settings = { paypalMeHandle: 'sutterlunches', zelleRecipientName: 'Sutter PTA', zelleRecipient: 'pay@sutter.example.org' };
    assert.equal((await asAdmin('PUT', '/api/admin/payment-settings', settings)).status, 200);
    const placed = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria.fields, ana, items[0]!, WEEK)] });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const reference = placed.body.paymentReference as string;
    assert.equal((await asAdmin('PATCH', `/api/admin/payments/${reference}`, { status: 'paid' })).status, 200);
    const topUp = await maria.browser.post('/api/top-ups', { amount: '20.00' });
    assert.equal(topUp.status, 201, JSON.stringify(topUp.body));
    assert.equal((await asAdmin('PUT', `/api/admin/top-ups/${topUp.body.reference}`, { status: 'paid' })).status, 200);

    const [payment] = await entries(`action=payment.status_changed&target=checkout:${reference}`);
    assert.deepEqual(payment!.changes.paymentStatus, { before: 'pending', after: 'paid' });
    const [saved] = await entries('action=payment_settings.updated');
    assert.equal(saved!.changes.zelleRecipientName?.after, 'Sutter PTA');
    const [decided] = await entries(`action=top_up.decided&target=top_up:${topUp.body.reference}`);
    assert.deepEqual(decided!.changes.status, { before: 'pending', after: 'paid' });
    assert.equal(decided!.service, 'ordering');
  });

  test('when an administrator e-mails a parent and answers feedback, then notification records each without the message body', async () => {
    const sent = await asAdmin('POST', '/api/admin/send-email', { userId: maria.user.id, subject: 'About lunch', message: 'Private words for Maria' });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const feedback = await maria.browser.post('/api/feedback', { category: 'general', rating: 4, date: '', subject: '', message: 'Tasty' });
    assert.equal(feedback.status, 201, JSON.stringify(feedback.body));
    assert.equal((await asAdmin('PUT', `/api/admin/feedback/${feedback.body.id}`, { adminResponse: 'Thank you!' })).status, 200);

    const whatsApp = await asAdmin('POST', '/api/whatsapp-notifications', {
      title: 'Heads up',
      message: 'Private WhatsApp words',
      recipients: 'all_users',
      notificationType: 'announcement',
    });
    assert.equal(whatsApp.status, 201, JSON.stringify(whatsApp.body));

    const [logged, communication] = await entries('action=communication.sent');
    assert.deepEqual([logged!.changes.channel?.after, logged!.changes.kind?.after, logged!.changes.subject?.after], ['whatsapp', 'announcement', 'Heads up']);
    assert.equal(JSON.stringify(logged).includes('Private WhatsApp words'), false);
    assert.equal(communication!.changes.subject?.after, 'About lunch');
    assert.equal(communication!.changes.recipientCount?.after, 1);
    assert.equal(JSON.stringify(communication).includes('Private words'), false);
    const [answer] = await entries(`action=feedback.answered&target=feedback:${feedback.body.id}`);
    assert.deepEqual(answer!.changes.adminResponse, { before: null, after: 'Thank you!' });
    assert.deepEqual(answer!.changes.status, { before: 'pending', after: 'reviewed' });
  });

  test('when anyone signs in or fails to, then identity records it for every role, never what was typed', async () => {
    const stranger = new Browser(system.url);
    assert.equal((await stranger.post('/api/login', { username: maria.fields.username, password: 'wrong-Secret-99' })).status, 401);
    assert.equal((await stranger.post('/api/login', { username: 'nobody-here', password: 'other-Secret-77' })).status, 401);
    assert.equal((await stranger.post('/api/login', { username: maria.fields.username, password: maria.fields.password })).status, 200);

    const failed = await entries('action=user.sign_in_failed');
    assert.equal(failed.length, 2);
    assert.deepEqual(
      failed.map((entry) => [entry.actorId, entry.targetId]),
      [
        [null, null],
        [null, String(maria.user.id)],
      ],
    );
    const signIns = await entries('action=user.signed_in');
    assert.ok(signIns.some((entry) => entry.actorId === maria.user.id));
    assert.ok(
      signIns.some((entry) => entry.actorName === TEST_ADMIN.username),
      'the administrator too',
    );

    const csv = await admin.get<string>('/api/admin/audit.csv');
    for (const secret of ['wrong-Secret-99', 'other-Secret-77', maria.fields.password, TEST_ADMIN.password, 'nobody-here']) {
      assert.equal(csv.body.includes(secret), false, `${secret} is not in the trail`);
    }
  });

  test('when the trail is filtered by actor, action, target and time, then only matching entries come, newest first', async () => {
    const mine = await entries(`actor=${maria.user.id}`);
    assert.ok(mine.length > 0 && mine.every((entry) => entry.actorId === maria.user.id));
    const byName = await entries(`actor=${TEST_ADMIN.username.slice(0, 3)}`);
    assert.ok(byName.length > 0 && byName.every((entry) => entry.actorName?.includes(TEST_ADMIN.username.slice(0, 3))));
    const menu = await entries('action=menu_item');
    assert.ok(menu.length >= 4 && menu.every((entry) => entry.action.startsWith('menu_item.')));
    const all = await entries('');
    const times = all.map((entry) => entry.occurredAt);
    assert.deepEqual([...times].sort().reverse(), times, 'newest first across the four services');
    assert.deepEqual(new Set(all.map((entry) => entry.service)), new Set(['identity', 'menu', 'ordering', 'notification']));
    assert.deepEqual(await entries('from=2099-01-01'), []);
    assert.equal((await entries('to=2000-01-01')).length, 0);
    assert.equal((await entries(`from=${all.at(-1)!.occurredAt.slice(0, 10)}&to=${all[0]!.occurredAt.slice(0, 10)}`)).length, all.length);
  });

  test('when the trail is read a few entries at a time, then the pages hold every entry once, in order, and the last page says so', async () => {
    const all = await entries('');
    const paged: Entry[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { status: number; body: { entries: Entry[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      assert.equal(page.status, 200, JSON.stringify(page.body));
      assert.ok(page.body.entries.length <= 3);
      paged.push(...page.body.entries);
      cursor = page.body.nextCursor;
    }
    assert.deepEqual(
      paged.map((entry) => entry.id),
      all.map((entry) => entry.id),
    );
  });

  test('when the filter or the cursor is malformed, then the answer is a 400 naming the problem', async () => {
    for (const [query, message] of [
      ['limit=0', 'limit must be between 1 and 200'],
      ['limit=abc', 'limit must be a whole number'],
      ['limit=500', 'limit must be between 1 and 200'],
      ['cursor=not-a-cursor', 'Invalid cursor'],
      ['from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO 8601 time'],
      ['from=2026-02-30', 'from must be a date (YYYY-MM-DD) or an ISO 8601 time'],
      ['action=DROP%20TABLE', 'action must be an action code such as user.deleted'],
      ['target=user:1;2', 'target must be a type, or type:id such as user:42'],
      ['from=2026-12-01&to=2026-11-01', 'from must be before to'],
    ] as const) {
      const response = await admin.get(`/api/admin/audit?${query}`);
      assert.equal(response.status, 400, `${query}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.error, message, query);
    }
  });

  test('when the trail is exported, then a CSV file with a header row holds the filtered entries', async () => {
    const csv = await admin.get<string>('/api/admin/audit.csv?action=closure');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines[0], 'id,occurredAt,actorId,actorName,action,targetType,targetId,changes,ip,userAgent');
    assert.equal(lines.length, 3);
    assert.match(lines[1]!, /^menu:\d+,.*,closure\.lifted,closure,2026-11-26,/);
  });

  test('when a parent asks for the entries about their own account, then they get those and no one else’s', async () => {
    const mine = await maria.browser.graphql<{ identityAuditAboutMe: Array<{ action: string; actorId: number | null; targetId: string | null }> }>(
      '{ identityAuditAboutMe { action actorId targetId } }',
    );
    assert.equal(mine.status, 200);
    const about = mine.body.data!.identityAuditAboutMe;
    assert.ok(about.some((entry) => entry.action === 'user.role_changed'));
    assert.ok(about.every((entry) => entry.actorId === maria.user.id || entry.targetId === String(maria.user.id)));
  });

  test('when the database is asked to change or remove an entry, then it refuses', async () => {
    await assert.rejects(sql.query(`UPDATE menu.audit_log SET action = 'menu_item.viewed' WHERE id = 1`), /append-only: UPDATE refused/);
    await assert.rejects(sql.query('DELETE FROM identity.audit_log WHERE id = 1'), /append-only: DELETE refused/);
    await assert.rejects(sql.query(`UPDATE identity.audit_log SET actor_name = 'someone else' WHERE actor_name IS NOT NULL`), /append-only/);
  });

  test('when a user is deleted, then the entries about them stay, their name replaced by their id, and the chain still verifies', async () => {
    const leaving = await newSignedInParent(system.url, { fullName: 'Leo Leaving' });
    assert.equal((await leaving.browser.post('/api/login', { username: leaving.fields.username, password: leaving.fields.password })).status, 200);
    await asAdmin('PATCH', `/api/admin/users/${leaving.user.id}/admin`, { isAdmin: true });
    // As an administrator for a moment, they act in menu and ordering too.
    const settings = { paypalMeHandle: 'leoslunches', zelleRecipientName: 'Sutter PTA', zelleRecipient: 'pay@sutter.example.org' };
    assert.equal((await leaving.browser.put('/api/admin/payment-settings', settings)).status, 200);
    assert.equal((await leaving.browser.post('/api/admin/closures', { date: '2026-11-27', reason: 'Staff day' })).status, 201);
    await asAdmin('PATCH', `/api/admin/users/${leaving.user.id}/admin`, { isAdmin: false });
    assert.equal((await asAdmin('DELETE', `/api/admin/users/${leaving.user.id}`)).status, 200);
    await system.flushOutboxes();

    const id = String(leaving.user.id);
    const theirs = await waitFor(`every service to replace user ${id}'s name`, () => entries(`actor=${id}`), {
      until: (found) => found.length >= 3 && found.every((entry) => entry.actorName === id),
    });
    assert.deepEqual(new Set(theirs.map((entry) => entry.service)), new Set(['identity', 'menu', 'ordering']));
    assert.ok(
      theirs.every((entry) => entry.actorName === id),
      'the name is replaced by the id in every service',
    );
    const about = await entries(`target=user:${id}`);
    assert.deepEqual(about[0]!.action, 'user.deleted');
    assert.equal(JSON.stringify(await entries('')).includes(leaving.fields.username), false, 'the username is gone from the trail');

    const check = await admin.get('/api/admin/audit/verify');
    assert.equal(check.status, 200);
    assert.deepEqual({ ok: check.body.ok, firstBadId: check.body.firstBadId }, { ok: true, firstBadId: null });
    assert.ok(check.body.entries >= (await entries('')).length);
  });

  test('when a superuser edits an entry behind the application’s back, then the check finds the chain broken at that entry', async () => {
    const before = await admin.get('/api/admin/audit/verify');
    assert.equal(before.body.ok, true);
    const client = new pg.Client({ connectionString: system.databaseUrl });
    await client.connect();
    try {
      // Triggers do not fire for a session that replays changes as a replica: what a superuser could do.
      await client.query('SET session_replication_role = replica');
      await client.query(`UPDATE ordering.audit_log SET changes = '{}' WHERE id = 2`);
      await client.query(`UPDATE menu.audit_log SET actor_name = 'mallory' WHERE id = 3`);
    } finally {
      await client.end();
    }
    const after = await admin.get('/api/admin/audit/verify');
    assert.equal(after.status, 200);
    assert.equal(after.body.ok, false);
    assert.equal(after.body.services.ordering.firstBadId, 'ordering:2');
    assert.equal(after.body.services.menu.firstBadId, 'menu:3', 'a name changed to anything but the id is found too');
    assert.equal(after.body.services.identity.ok, true);
    assert.equal(after.body.firstBadId, 'menu:3');
  });
});
