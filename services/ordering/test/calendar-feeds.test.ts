import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createInProcessBus } from '@lunchbox/kit/messaging/bus-in-process';
import { createLogger } from '@lunchbox/kit/process/logger';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startOrderingService } from '../src/main.ts';
import { callers, childData, startOrderingHarness, testSettings, type OrderingHarness } from './ordering-harness.ts';

const CALENDAR_URL_QUERY =
  'query ($id: Int!) { _entities(representations: [{ __typename: "ChildProfile", id: $id }]) { ... on ChildProfile { calendarUrl } } }';

describe('the child calendar feed row (issue 14 §2)', () => {
  let system: OrderingHarness;

  const feedRows = async (childId: number) =>
    (await system.pool.query<{ nonce: string }>('select nonce from ordering.calendar_feeds where child_id = $1', [childId])).rows;
  const calendarUrlOf = async (childId: number) =>
    ((await system.ask(callers.maria, CALENDAR_URL_QUERY, { id: childId })).data?._entities as Array<{ calendarUrl: string | null }>)[0]?.calendarUrl;

  beforeAll(async () => {
    system = await startOrderingHarness();
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when ordering hears of a child, then its feed exists at once and reading the URL writes nothing', async () => {
    const lea = childData(7, 'Lea');
    await system.publish('child.upserted', lea);
    const [feed] = await feedRows(lea.childId);
    assert.ok(feed, 'the child.upserted consumer opened the feed');

    const url = await calendarUrlOf(lea.childId);
    assert.match(url ?? '', /^http:\/\/lunchbox\.test\/api\/calendar\/[\w-]{20,}\.ics$/);
    assert.equal(await calendarUrlOf(lea.childId), url, 'the same URL on every read');

    // The profile changing (a new allergy) keeps the URL the family subscribed to.
    await system.publish('child.upserted', { ...lea, allergies: ['eggs'] });
    assert.deepEqual(await feedRows(lea.childId), [feed]);
    assert.equal(await calendarUrlOf(lea.childId), url);
  });

  test('when ordering starts and knows a child without a feed (from before feeds were made on hearing of it), then the child gets one', async () => {
    const max = childData(7, 'Max');
    await system.publish('child.upserted', max);
    await system.pool.query('delete from ordering.calendar_feeds where child_id = $1', [max.childId]);
    assert.equal(await calendarUrlOf(max.childId), null, 'reading does not make the feed');
    assert.deepEqual(await feedRows(max.childId), []);

    const log = createLogger('ordering-restart-test');
    const bus = createInProcessBus(log);
    const restarted = await startOrderingService({
      databaseUrl: system.databaseUrl,
      bus,
      publicKey: system.keys.publicKey,
      log,
      port: 0,
      settings: testSettings,
    });
    try {
      await waitFor("Max's feed after the start", async () => (await feedRows(max.childId)).length === 1);
      assert.match((await calendarUrlOf(max.childId)) ?? '', /\/api\/calendar\/.+\.ics$/);
    } finally {
      await restarted.stop();
      await bus.close();
    }
  });
});
