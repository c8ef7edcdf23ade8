import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { addDays } from '@lunchbox/domain/school-dates';
import { cartItem } from '../test/fixtures.ts';
import { startSystemOnFreePort, startTestSystem, TEST_ADMIN, TEST_CAPTCHA, type TestSystem } from '../test/test-system.ts';
import type { RunningSystem } from '../system.ts';
import { Browser, newSignedInParent, type SignedInParent } from '../../gateway/test/parents.ts';
import { addChild, addWeekMenu, NEXT_WEEK, TEST_NOW, WEEK, type Child, type MenuItem } from '../../gateway/test/week-fixtures.ts';
import { restoreSnapshot } from './restore-snapshot.ts';
import { SERVICE_SCHEMAS } from './service-schemas.ts';
import { SnapshotError } from './snapshot-file.ts';
import { takeSnapshot } from './take-snapshot.ts';
import { tablesParentsFirst } from './table-order.ts';

const schemas = SERVICE_SCHEMAS.map((service) => service.schema);

/**
 * BACKUP_TEST_DATABASE_URL: a PostgreSQL server (a URL of a database on it, as an admin user) to run
 * this test against instead of the test run's embedded server, such as the compose stack's
 * (`npm run test:containers`). Every database the test uses is a fresh one it creates there and
 * drops at the end. `npm test` sets TEST_DATABASE_URL for every test file, hence a name of its own;
 * jest gives each test file its own copy of the environment, so no other file sees the change.
 */
if (process.env.BACKUP_TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BACKUP_TEST_DATABASE_URL;

/** Every row of every service table, as JSON texts in a stable order, by table. */
async function everyRow(databaseUrl: string): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = new Map<string, string[]>();
    for (const { schema, name } of await tablesParentsFirst(client, schemas)) {
      const result = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${schema}"."${name}" t`);
      rows.set(`${schema}.${name}`, result.rows.map((row) => row.row).sort());
    }
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * What the restore changes on purpose: sessions end, open reset links are removed, and the events
 * still in an outbox are published again (consumers' inboxes skip those they had handled).
 */
function withoutRevocation(table: string, rows: string[]): string[] {
  if (table === 'identity.password_reset_tokens') return rows.filter((text) => (JSON.parse(text) as { used_at: unknown }).used_at !== null);
  const changed =
    table === 'identity.sessions'
      ? 'revoked_at'
      : table.endsWith('.outbox')
        ? 'published_at'
        : table === 'notification.email_notifications'
          ? 'locked_until'
          : undefined;
  if (!changed) return rows;
  return rows
    .map((text) => {
      const { [changed]: _ignored, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .sort();
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The product on a restored database: its own mail capture and data folder (so its own signing keys). */
async function startOn(databaseUrl: string): Promise<RunningSystem & { mail: SmtpCapture; stopAll(): Promise<void> }> {
  const mail = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-restored-'));
  const system = await startSystemOnFreePort({
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.url,
      PORT: '0',
      TEST_NOW,
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    },
  });
  return {
    ...system,
    mail,
    async stopAll() {
      await system.stop();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('npm run backup and npm run restore', () => {
  let source: TestDatabase;
  let system: Awaited<ReturnType<typeof startOn>>;
  let admin: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  let items: MenuItem[];
  let folder: string;
  let snapshot: string;
  /** What Maria saw before the snapshot. */
  let mariasOrders: unknown;
  let mariasCredit: unknown;
  let tomsResetToken: string;
  let rowsBefore: Map<string, string[]>;

  async function untilOrderingKnows(childIds: number[]): Promise<void> {
    await system.flushOutboxes();
    await waitFor('ordering learns the children and the menu', async () => {
      const [row] = await query<{ n: number }>(system.databaseUrl, 'select count(*)::int as n from ordering.children where child_id = any($1)', [childIds]);
      const [known] = await query<{ n: number }>(system.databaseUrl, 'select count(*)::int as n from ordering.menu_items where item_id = any($1)', [
        items.map((item) => item.id),
      ]);
      return row!.n === childIds.length && known!.n === items.length;
    });
  }

  /** These snapshots hold no diet requests, so no documents: the restores' documents folder is the test's own. */
  let restoreInto: { documents: { dir: string } };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-backup-'));
    snapshot = path.join(folder, 'lunchbox.snapshot');
    restoreInto = { documents: { dir: path.join(folder, 'restored-documents') } };
    source = await createTestDatabase();
    if (process.env.BACKUP_TEST_DATABASE_URL) {
      assert.equal(new URL(source.url).host, new URL(process.env.BACKUP_TEST_DATABASE_URL).host, 'the test runs on the server it was given');
    }
    system = await startOn(source.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    items = await addWeekMenu(admin, WEEK, [
      { name: 'Veggie Pasta', price: '5.50' },
      { name: 'Chicken Wrap', price: '6.25' },
      { name: 'Turkey Wrap', price: '6.75' },
    ]);
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Reed' });
    ana = await addChild(maria, 'Ana');
    const ben = await addChild(tom, 'Ben');
    await untilOrderingKnows([ana.id, ben.id]);

    // Orders, a payment, a cancellation with credit, a checkout using that credit, feedback and e-mails.
    const placed = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria.fields, ana, items[0]!, '2026-11-23'), cartItem(maria.fields, ana, items[1]!, '2026-11-24')],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal((await admin.patch(`/api/admin/orders/${placed.body.orders[0].id}/payment`, { paymentStatus: 'paid' })).status, 200);
    assert.equal((await maria.browser.post(`/api/lunch-orders/${placed.body.orders[0].id}/cancel`)).status, 200);
    const withCredit = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria.fields, ana, items[2]!, '2026-11-25')] });
    assert.equal(withCredit.status, 201, JSON.stringify(withCredit.body));
    assert.equal(
      (await tom.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(tom.fields, ben, items[0]!, '2026-11-23')] })).status,
      201,
    );
    assert.equal((await maria.browser.post('/api/feedback', { category: 'general', rating: 4, subject: 'Pasta', message: 'Ana loved it' })).status, 201);
    assert.equal((await new Browser(system.url).post('/api/forgot-password', { email: tom.fields.email })).status, 200);
    await system.flushOutboxes();
    const resetMail = await system.mail.waitFor((message) => message.to.includes(tom.fields.email) && /reset/i.test(message.subject));
    tomsResetToken = new URL(/https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(resetMail.text)![0]).searchParams.get('token')!;
    await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && /cancelled/.test(message.subject));
    await waitFor('every e-mail is sent', async () => {
      const [row] = await query<{ n: number }>(system.databaseUrl, "select count(*)::int as n from notification.email_notifications where status = 'pending'");
      return row!.n === 0;
    });
    await system.flushOutboxes();

    mariasOrders = (await maria.browser.get('/api/my-lunch-orders')).body;
    mariasCredit = (await maria.browser.get('/api/my-credit')).body;
    assert.equal((mariasCredit as { balance: string }).balance, '0.00', 'the credit paid part of the Wednesday');
    await takeSnapshot(system.databaseUrl, snapshot, { documentsDir: path.join(folder, 'no-documents') });
    rowsBefore = await everyRow(system.databaseUrl);
    await system.stopAll();
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('when the snapshot is written, then its manifest names each service’s schema version and every table’s row count', () => {
    const [format, manifestLine] = readFileSync(snapshot).toString('latin1').split('\n', 2);
    assert.equal(format, 'LUNCHBOX-SNAPSHOT 2');
    const manifest = JSON.parse(Buffer.from(manifestLine!, 'latin1').toString('utf8'));
    assert.deepEqual(
      manifest.services.map((service: { name: string }) => service.name),
      schemas,
    );
    for (const service of manifest.services) assert.ok(service.migrations.length > 0, `${service.name} has its migrations recorded`);
    const counts = Object.fromEntries(
      manifest.tables.map((table: { schema: string; name: string; rows: number }) => [`${table.schema}.${table.name}`, table.rows]),
    );
    assert.equal(counts['ordering.lunch_orders'], 4);
    assert.equal(counts['notification.feedback'], 1);
    assert.ok(counts['notification.email_notifications'] >= 4, 'the e-mail history is in it');
    assert.match(manifest.checksum.value, /^[0-9a-f]{64}$/);
  });

  describe('restoring over the same database', () => {
    let database: TestDatabase;
    let restored: Awaited<ReturnType<typeof startOn>>;

    beforeAll(async () => {
      database = await createTestDatabase();
    });

    afterAll(async () => {
      await restored?.stopAll();
      await database?.drop();
    });

    test('when the database holds data, then the restore refuses without --replace and changes nothing', async () => {
      await assert.rejects(
        restoreSnapshot(system.databaseUrl, snapshot, restoreInto),
        (error: Error) => error instanceof SnapshotError && /not empty.*--replace/.test(error.message),
      );
      assert.deepEqual(await everyRow(system.databaseUrl), rowsBefore);
    });

    test('when the file was damaged, or is from a schema this code does not have, then the restore refuses and changes nothing', async () => {
      const bytes = readFileSync(snapshot);
      const damaged = Buffer.from(bytes);
      damaged[damaged.length - 20] = damaged[damaged.length - 20]! ^ 0xff;
      writeFileSync(path.join(folder, 'damaged'), damaged);
      await assert.rejects(restoreSnapshot(database.url, path.join(folder, 'damaged'), restoreInto), /damaged or was changed: its checksum does not match/);

      const [format, manifestLine] = bytes.toString('latin1').split('\n', 2);
      const manifest = JSON.parse(Buffer.from(manifestLine!, 'latin1').toString('utf8'));
      manifest.services[2].migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
      const newer = Buffer.concat([Buffer.from(`${format}\n${JSON.stringify(manifest)}\n`), bytes.subarray(format!.length + manifestLine!.length + 2)]);
      writeFileSync(path.join(folder, 'newer'), newer);
      await assert.rejects(restoreSnapshot(database.url, path.join(folder, 'newer'), restoreInto), /ordering schema is at a version this code does not have/);
      assert.deepEqual([...(await everyRow(database.url)).keys()], [], 'the empty database stayed empty');
    });

    test('when the data is wiped and restored, then every table has the same rows; sessions end and open reset links are removed', async () => {
      await restoreSnapshot(system.databaseUrl, snapshot, { ...restoreInto, replace: true });
      const after = await everyRow(system.databaseUrl);
      assert.deepEqual([...after.keys()], [...rowsBefore.keys()]);
      for (const [table, rows] of rowsBefore) assert.deepEqual(withoutRevocation(table, after.get(table)!), withoutRevocation(table, rows), `${table} differs`);
      const open = await query(system.databaseUrl, 'select id from identity.sessions where revoked_at is null');
      assert.deepEqual(open, []);
    });

    test('when the product starts on the restored data with new signing keys, then a parent signs in with the old password and sees the same orders and balance; old sessions and reset links stay dead', async () => {
      await restoreSnapshot(database.url, snapshot, restoreInto);
      restored = await startOn(database.url);
      const oldSession = new Browser(restored.url);
      maria.browser.cloneCookiesTo(oldSession);
      assert.equal((await oldSession.get('/api/user')).status, 401, 'a cookie from before the restore is refused');
      const reset = await new Browser(restored.url).post('/api/reset-password', {
        password: 'taken-over-1',
        confirmPassword: 'taken-over-1',
        token: tomsResetToken,
      });
      assert.equal(reset.status, 400, `a reset link from before the restore is refused: ${JSON.stringify(reset.body)}`);

      const browser = new Browser(restored.url);
      assert.equal((await browser.post('/api/login', { username: maria.fields.username, password: maria.fields.password })).status, 200);
      assert.deepEqual((await browser.get('/api/my-lunch-orders')).body, mariasOrders);
      assert.deepEqual((await browser.get('/api/my-credit')).body, mariasCredit);
      assert.equal((await new Browser(restored.url).post('/api/login', { username: tom.fields.username, password: 'taken-over-1' })).status, 401);
    });
  });

  describe('a snapshot taken during a checkout burst', () => {
    let burstSystem: TestSystem;
    let database: TestDatabase;
    let restored: Awaited<ReturnType<typeof startOn>> | undefined;
    const burstSnapshot = () => path.join(folder, 'burst.snapshot');

    beforeAll(async () => {
      burstSystem = await startTestSystem({ env: { TEST_NOW } });
      database = await createTestDatabase();
    });

    afterAll(async () => {
      await restored?.stopAll();
      await burstSystem?.stop();
      await database?.drop();
    });

    test('when restored, then every checkout in it is whole (its orders, total and order.placed event), and its unpublished events are published once', async () => {
      const boss = new Browser(burstSystem.url);
      assert.equal((await boss.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
      const dishes = [
        { name: 'Veggie Pasta', price: '5.50' },
        { name: 'Chicken Wrap', price: '6.25' },
        { name: 'Turkey Wrap', price: '6.75' },
        { name: 'Soup', price: '4.00' },
        { name: 'Fish Tacos', price: '7.00' },
      ];
      const menu = [...(await addWeekMenu(boss, WEEK, dishes)), ...(await addWeekMenu(boss, NEXT_WEEK, dishes))];
      const parents = await Promise.all(Array.from({ length: 10 }, (_, index) => newSignedInParent(burstSystem.url, { fullName: `Parent ${index}` })));
      const children = await Promise.all(parents.map((parent, index) => addChild(parent, `Kid ${index}`)));
      const siblings = await Promise.all(parents.map((parent, index) => addChild(parent, `Sibling ${index}`)));
      await burstSystem.flushOutboxes();
      await waitFor('ordering learns the children and the menu', async () => {
        const [row] = await query<{ n: number }>(burstSystem.databaseUrl, 'select count(*)::int as n from ordering.children');
        const [known] = await query<{ n: number }>(burstSystem.databaseUrl, 'select count(*)::int as n from ordering.menu_items');
        return row!.n === children.length + siblings.length && known!.n === menu.length;
      });

      // Every parent checks out one school day after another (on Mondays for both children), all at once,
      // until the snapshot is written.
      const days = [...Array.from({ length: 5 }, (_, day) => addDays(WEEK, day)), ...Array.from({ length: 5 }, (_, day) => addDays(NEXT_WEEK, day))];
      let snapshotWritten = false;
      const burst = Promise.all(
        parents.map(async (parent, index) => {
          for (const [day, date] of days.entries()) {
            if (snapshotWritten) return;
            const response = await parent.browser.post('/api/checkout', {
              checkoutId: randomUUID(),
              items: [
                cartItem(parent.fields, children[index]!, menu[day]!, date),
                ...(day % 5 === 0 ? [cartItem(parent.fields, siblings[index]!, menu[day]!, date)] : []),
              ],
            });
            assert.equal(response.status, 201, JSON.stringify(response.body));
          }
        }),
      );
      await waitFor('the burst is under way', async () => {
        const [row] = await query<{ n: number }>(burstSystem.databaseUrl, 'select count(*)::int as n from ordering.checkouts');
        return row!.n >= 5;
      });
      await takeSnapshot(burstSystem.databaseUrl, burstSnapshot(), { documentsDir: path.join(burstSystem.dataDir, 'documents') });
      snapshotWritten = true;
      await burst;
      const [all] = await query<{ n: number }>(burstSystem.databaseUrl, 'select count(*)::int as n from ordering.checkouts');

      await restoreSnapshot(database.url, burstSnapshot(), { documents: { dir: path.join(burstSystem.dataDir, 'restored-documents') } });
      const checkouts = await query<{ checkout_id: string; total_cents: number; orders: number; order_cents: number; events: number; event_orders: number }>(
        database.url,
        `select c.checkout_id, c.total_cents,
                (select count(*)::int from ordering.lunch_orders o where o.checkout_id = c.checkout_id) as orders,
                (select coalesce(sum(o.total_cents), 0)::int from ordering.lunch_orders o where o.checkout_id = c.checkout_id) as order_cents,
                (select count(*)::int from ordering.outbox e where e.type = 'order.placed' and e.envelope->'data'->>'checkoutId' = c.checkout_id::text) as events,
                (select coalesce(max(jsonb_array_length(e.envelope->'data'->'orders')), 0)::int from ordering.outbox e
                  where e.type = 'order.placed' and e.envelope->'data'->>'checkoutId' = c.checkout_id::text) as event_orders
           from ordering.checkouts c`,
      );
      assert.ok(checkouts.length >= 5 && checkouts.length < all!.n, `the snapshot caught the burst midway (${checkouts.length} checkouts)`);
      for (const checkout of checkouts) {
        assert.ok(checkout.orders > 0, `checkout ${checkout.checkout_id} has its orders`);
        assert.equal(checkout.order_cents, checkout.total_cents, `checkout ${checkout.checkout_id}'s orders add up to its total`);
        assert.deepEqual([checkout.events, checkout.event_orders], [1, checkout.orders], `checkout ${checkout.checkout_id} has its one order.placed event`);
      }
      const [strays] = await query<{ n: number }>(
        database.url,
        'select count(*)::int as n from ordering.lunch_orders o where not exists (select 1 from ordering.checkouts c where c.checkout_id = o.checkout_id)',
      );
      assert.equal(strays!.n, 0, 'no order without its checkout');

      // Confirmations the snapshot had not sent yet go out once the product runs on it; none twice.
      const confirmed = await query<{ source_event_id: string }>(
        database.url,
        "select source_event_id from notification.email_notifications where kind = 'order_confirmation' and status = 'sent'",
      );
      restored = await startOn(database.url);
      await restored.flushOutboxes();
      await waitFor('every checkout in the snapshot has its confirmation sent', async () => {
        const [row] = await query<{ n: number }>(
          database.url,
          `select count(*)::int as n from ordering.outbox e where e.type = 'order.placed'
              and not exists (select 1 from notification.email_notifications m where m.source_event_id = e.event_id and m.status = 'sent')`,
        );
        return row!.n === 0;
      });
      const perEvent = await query<{ n: number }>(
        database.url,
        "select count(*)::int as n from notification.email_notifications where kind = 'order_confirmation' group by source_event_id",
      );
      assert.deepEqual(new Set(perEvent.map((row) => row.n)), new Set([1]), 'one confirmation per checkout');
      assert.equal(perEvent.length, checkouts.length);
      await restored.flushOutboxes();
      // Confirmations only: the restored product may also send payment reminders about the same lunches.
      const captured = restored.mail.messages.filter((message) => /^Your Lunchbox order: /.test(message.subject));
      assert.equal(captured.length, checkouts.length - confirmed.length, 'the restored product sent exactly the confirmations the snapshot had not sent');
    });
  });
});
