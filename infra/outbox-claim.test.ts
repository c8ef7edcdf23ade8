import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { openServiceDatabase, type ServiceDatabase } from '@lunchbox/kit/db/database';
import { statementsOf } from '@lunchbox/kit/messaging/messaging-statements';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import type { OutboxTable } from '@lunchbox/kit/messaging/messaging-tables';
import { outbox as identityOutbox } from '@lunchbox/identity/db/schema';
import { outbox as menuOutbox } from '@lunchbox/menu/db/schema';
import { outbox as orderingOutbox } from '@lunchbox/ordering/db/schema';
import { outbox as notificationOutbox } from '@lunchbox/notification/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES: Array<{ name: string; outbox: OutboxTable }> = [
  { name: 'identity', outbox: identityOutbox },
  { name: 'menu', outbox: menuOutbox },
  { name: 'ordering', outbox: orderingOutbox },
  { name: 'notification', outbox: notificationOutbox },
];
const PUBLISHED = 20_000;
const WAITING = 3;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * Published events stay in a service's outbox for an hour. In a rush of hundreds of checkouts a
 * second that is tens of thousands of rows, and the relay claims the unpublished ones after every
 * commit: the claim must read those alone, or each one grows slower with every checkout before it.
 */
describe("the outbox relay's claim, on each service's migrated schema", () => {
  let database: TestDatabase;
  const opened: ServiceDatabase[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const service of opened) await service.close();
    await database?.drop();
  });

  test.each(SERVICES)('when the $name outbox holds an hour of published events, then claiming reads only the unpublished ones', async ({ name, outbox }) => {
    const service = await openServiceDatabase({
      url: database.url,
      schemaName: name,
      migrationsFolder: path.join(root, 'services', name, 'src/db/migrations'),
      poolSize: 2,
    });
    opened.push(service);
    const table = `"${name}"."outbox"`;
    await service.pool.query(
      `insert into ${table} (event_id, type, envelope, published_at)
       select gen_random_uuid(), 'test.event', '{}'::jsonb, case when n > $1 then null else now() end from generate_series(1, $2::int) n`,
      [PUBLISHED, PUBLISHED + WAITING],
    );
    await service.pool.query(`analyze ${table}`);

    const client = await service.pool.connect();
    try {
      const [begin, ...settings] = statementsOf(outbox).beginAndClaim(100);
      const claim = settings.pop()!;
      await client.query(begin!.text);
      for (const setting of settings) await client.query(setting.text);
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${claim.text}`, claim.values);
      await client.query('rollback');
      const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
      const scan = nodes.find((node) => /Scan$/.test(node['Node Type']));
      assert.ok(scan, `the claim's plan reads the table: ${JSON.stringify(nodes.map((node) => node['Node Type']))}`);
      assert.equal(scan['Index Name'], 'outbox_unpublished_idx', `the claim reads ${name}'s outbox by ${scan['Node Type']} ${scan['Index Name'] ?? ''}`);
      assert.equal(scan['Actual Rows'] * scan['Actual Loops'], WAITING, 'the claim reads the waiting events and nothing else');
    } finally {
      client.release();
    }
  });
});
