import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { formatInstantTime, schoolToday } from '@lunchbox/domain/school-dates';
import { orderDeadline } from '@lunchbox/domain/order-rules';
import { startMenuHarness, type MenuHarness } from './menu-harness.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';

describe('menu subgraph: the schools settings', () => {
  let harness: MenuHarness;

  beforeAll(async () => {
    harness = await startMenuHarness({ schoolTimeZone: 'Pacific/Auckland' });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  test('when a signed-out visitor asks for the school settings, then the time zone is the server setting and the dates read by it follow', async () => {
    const data = await harness.data<{ schoolSettings: { timeZone: string } }>(null, '{ schoolSettings { timeZone } }');
    assert.deepEqual(data.schoolSettings, { timeZone: 'Pacific/Auckland' });
    // 20:00 UTC on Monday is already Tuesday morning in Auckland, and the 05:00 UTC deadline is 6:00 PM there in summer.
    assert.equal(schoolToday(new Date('2026-11-23T20:00:00Z'), data.schoolSettings.timeZone), '2026-11-24');
    assert.equal(formatInstantTime(orderDeadline('2026-11-24', seededSchoolClock('America/Los_Angeles')), data.schoolSettings.timeZone), '6:00 PM');
  });
});
