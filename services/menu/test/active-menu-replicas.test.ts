import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startClockAt } from '@lunchbox/kit/process/clock';
import type { RunningService } from '@lunchbox/kit/process/service';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { ADMIN, startMenuHarness, type MenuHarness, menuForm } from './menu-harness.ts';

type Active = { activeWeeklyMenuItems: Array<{ id: number; menuItem: string; price: string }> };
type Upcoming = { upcomingWeeklyMenuItems: Array<{ id: number; menuItem: string }> };

describe.each(['in-process', 'nats'] as const)('the active menu each replica keeps in memory (%s bus)', (bus) => {
  let harness: MenuHarness;
  let other: RunningService;
  const activeAt = async (url: string) => (await harness.data<Active>(null, '{ activeWeeklyMenuItems { id menuItem price } }', {}, url)).activeWeeklyMenuItems;
  const upcomingAt = async (url: string) =>
    (await harness.data<Upcoming>(null, '{ upcomingWeeklyMenuItems { id menuItem } }', {}, url)).upcomingWeeklyMenuItems;
  /** The other replica answers `expected` once the write's event reached it. */
  const untilOtherReads = (expected: unknown) =>
    waitFor('the other replica to read the change', async () => JSON.stringify(await activeAt(other.url)) === JSON.stringify(expected));

  beforeAll(async () => {
    // Wednesday 18 November 2026, 10:00 in Los Angeles: menuForm's week (23 to 27 November) is upcoming.
    startClockAt('2026-11-18T18:00:00Z');
    harness = await startMenuHarness({ bus });
    other = await harness.startReplica();
  });
  afterAll(async () => {
    await harness?.stop();
    startClockAt(undefined);
  });

  test('when an administrator adds, changes, takes off and deletes an item, then the next read of the replica that wrote shows it, and the other replica soon after', async () => {
    const url = harness.service.url;
    // Both replicas hold the empty menu before the first write.
    assert.deepEqual(await activeAt(url), []);
    assert.deepEqual(await activeAt(other.url), []);

    const pasta = await harness.create(menuForm({ price: '7.50' }));
    const added = [{ id: pasta.id, menuItem: 'Veggie Pasta', price: '7.50' }];
    assert.deepEqual(await activeAt(url), added);
    assert.deepEqual(await upcomingAt(url), [{ id: pasta.id, menuItem: 'Veggie Pasta' }]);
    await untilOtherReads(added);

    await harness.data(ADMIN, 'mutation ($id: Int!) { updateWeeklyMenuItem(id: $id, input: { price: "8.00" }) { id } }', { id: pasta.id });
    const changed = [{ id: pasta.id, menuItem: 'Veggie Pasta', price: '8.00' }];
    assert.deepEqual(await activeAt(url), changed);
    await untilOtherReads(changed);

    await harness.data(ADMIN, 'mutation ($id: Int!) { updateWeeklyMenuItem(id: $id, input: { isActive: false }) { id } }', { id: pasta.id });
    assert.deepEqual(await activeAt(url), []);
    assert.deepEqual(await upcomingAt(url), []);
    await untilOtherReads([]);

    // A write through the other replica reaches the first the same way.
    await harness.data(ADMIN, 'mutation ($id: Int!) { updateWeeklyMenuItem(id: $id, input: { isActive: true }) { id } }', { id: pasta.id }, other.url);
    assert.deepEqual(await activeAt(other.url), changed);
    await waitFor('the first replica to read the change', async () => JSON.stringify(await activeAt(url)) === JSON.stringify(changed));

    await harness.data(ADMIN, 'mutation ($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }', { id: pasta.id });
    assert.deepEqual(await activeAt(url), []);
    await untilOtherReads([]);
  });
});
