import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startClockAt } from '@lunchbox/kit/clock';
import { unsubscribeToken } from '../src/notification-settings/unsubscribe-tokens.ts';
import { callers, startOrderingHarness, testSettings, type OrderingHarness } from './ordering-harness.ts';
import { addChild, addWeekMenu, caller, eventsOf, ok, refusal, registerParent, RUN_REMINDERS, setStanding } from './standing-orders-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles: next week (the 23rd) is orderable every day.
const NOW = '2026-11-18T12:00:00.000Z';
const WEEK = '2026-11-23';

const SETTINGS = '{ myNotificationSettings { reminders { email whatsapp } lowBalance { email threshold } } }';
const SET_SETTINGS = `mutation ($input: NotificationSettingsInput!) {
  setMyNotificationSettings(input: $input) { reminders { email whatsapp } lowBalance { email threshold } }
}`;
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribe(token: $token) { kind } }';

describe('reminders before the cut-off, notification settings and unsubscribe links', () => {
  let system: OrderingHarness;
  const forgetful = caller(40, 'forgetful');
  const covered = caller(41, 'covered');
  const quiet = caller(42, 'quiet');
  const closedWeekParent = caller(43, 'closed');

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    await addWeekMenu(system, WEEK);
    await registerParent(system, forgetful.userId, 'Fran Gomez');
    await registerParent(system, covered.userId, 'Cory Hale');
    await registerParent(system, quiet.userId, 'Quinn Reed', '');
    await addChild(system, forgetful.userId, 'Nina');
    const standing = await addChild(system, covered.userId, 'Omar');
    await setStanding(system, covered, standing.childId, { active: true, days: { Monday: { mode: 'first' } } });
    await addChild(system, quiet.userId, 'Pia');
    await ok(system, quiet, SET_SETTINGS, { input: { reminders: { email: false, whatsapp: true } } });
  });

  afterAll(async () => {
    await system.stop();
  });

  test('when a parent never saved settings, then the defaults are read; a saved threshold reads back as decimal text', async () => {
    assert.deepEqual((await ok(system, forgetful, SETTINGS)).myNotificationSettings, {
      reminders: { email: true, whatsapp: false },
      lowBalance: { email: true, threshold: '10.00' },
    });
    const saved = (await ok(system, closedWeekParent, SET_SETTINGS, { input: { lowBalance: { threshold: '25' } } })).setMyNotificationSettings;
    assert.deepEqual(saved.lowBalance, { email: true, threshold: '25.00' });
    const negative = await refusal(system, forgetful, SET_SETTINGS, { input: { lowBalance: { threshold: '-1.00' } } });
    assert.equal(negative.extensions?.code, 'BAD_USER_INPUT');
    assert.match(negative.message, /lowBalance\.threshold/);
  });

  test('when the reminders run, then only a parent with a child lacking lunches is reminded, once, on their channels', async () => {
    // A closed day is never named; the covered child and the parent with no channel get nothing.
    await system.publish('menu.closure.declared', { date: '2026-11-26', reason: 'Thanksgiving' });
    const first = (await ok(system, callers.admin, RUN_REMINDERS, { week: WEEK })).runReminders;
    assert.deepEqual(first, { reminded: 1, skipped: 1 });
    const again = (await ok(system, callers.admin, RUN_REMINDERS, { week: '2026-11-25' })).runReminders;
    assert.deepEqual(again, { reminded: 0, skipped: 1 });
    await system.settle();
    const reminders = eventsOf(system, 'reminder.due');
    assert.equal(reminders.length, 1);
    const { data } = reminders[0]!;
    assert.equal(data.userId, forgetful.userId);
    assert.equal(data.week, WEEK);
    assert.deepEqual(data.channels, ['email']);
    assert.deepEqual(data.children[0]!.dates, ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27']);
    assert.equal(data.firstDeadline.lunchDate, '2026-11-23');
    assert.equal(data.unsubscribeToken, unsubscribeToken(testSettings.calendarSecret, 'reminders', forgetful.userId));
  });

  test("when the unsubscribe link is followed, then that kind is off for that parent alone; another's or a forged token cannot", async () => {
    const token = eventsOf(system, 'reminder.due', forgetful.userId)[0]!.data.unsubscribeToken;
    const mac = token.split('.')[2];
    const otherUser = `reminders.${covered.userId}.${mac}`;
    const otherKind = `lowBalance.${forgetful.userId}.${mac}`;
    for (const bad of [otherUser, otherKind, 'reminders.40.forged', 'nonsense']) {
      const refused = await refusal(system, null, UNSUBSCRIBE, { token: bad });
      assert.equal(refused.extensions?.code, 'BAD_USER_INPUT');
    }
    assert.equal((await ok(system, covered, SETTINGS)).myNotificationSettings.reminders.email, true);
    assert.deepEqual((await ok(system, forgetful, SETTINGS)).myNotificationSettings.reminders.email, true);

    assert.deepEqual((await ok(system, null as never, UNSUBSCRIBE, { token })).unsubscribe, { kind: 'reminders' });
    const settings = (await ok(system, forgetful, SETTINGS)).myNotificationSettings;
    assert.deepEqual(settings, { reminders: { email: false, whatsapp: false }, lowBalance: { email: true, threshold: '10.00' } });
  });
});
