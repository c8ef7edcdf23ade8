import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { CapturedMail } from '@lunchbox/kit/testing/smtp-capture';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';
import { addChild, addWeekMenu, NEXT_WEEK, TEST_NOW, WEEK, type Child } from './week-fixtures.ts';

const DEFAULT_SETTINGS = { reminders: { email: true, whatsapp: false }, lowBalance: { email: true, threshold: '10.00' } };

const DISHES = [
  { name: 'Veggie Pasta', price: '5.50' },
  { name: 'Chicken Wrap', price: '6.25' },
  { name: 'Fish Tacos', price: '6.00' },
  { name: 'Turkey Plate', price: '6.50' },
  { name: 'Cheese Pizza', price: '5.00' },
];

/** The path and query of the List-Unsubscribe header's URL (`<https://…/api/unsubscribe?token=…>`). */
function oneClickPathOf(mail: CapturedMail): string {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const match = /^<(https?:\/\/[^>]+)>$/.exec(header);
  assert.ok(match, `List-Unsubscribe: ${header}`);
  const url = new URL(match[1]!);
  assert.equal(url.pathname, '/api/unsubscribe');
  assert.ok(url.searchParams.get('token'), header);
  return `${url.pathname}${url.search}`;
}

describe('reminders before the cut-off, notification settings and unsubscribing through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let tom: SignedInParent;
  let lea: SignedInParent;
  let quiet: SignedInParent;
  let ben: Child;
  let tomsUnsubscribe: string;

  const remindersTo = (parent: SignedInParent, monday: string) =>
    system.mail.messages.filter((message) => message.to.includes(parent.fields.email) && message.text.includes(`week=${monday}`));

  /** One-click, as a mail provider does it: a form POST, no cookie, no header of ours. */
  const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
    fetch(`${system.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const items = [...(await addWeekMenu(admin, WEEK, DISHES)), ...(await addWeekMenu(admin, NEXT_WEEK, DISHES))];
    tom = await newSignedInParent(system.url, { fullName: 'Tom Baker' });
    lea = await newSignedInParent(system.url, { fullName: 'Lea Martin' });
    quiet = await newSignedInParent(system.url, { fullName: 'Quinn Quiet' });
    ben = await addChild(tom, 'Ben');
    const children = [ben, await addChild(lea, 'Lou'), await addChild(quiet, 'Kim')];
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: children.map((child) => child.id), itemIds: items.map((item) => item.id) });
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when the paths are called signed out or by a parent on the admin path, then 401 and 403', async () => {
    assert.equal((await visitor.get('/api/my-notification-settings')).status, 401);
    assert.equal((await visitor.put('/api/my-notification-settings', DEFAULT_SETTINGS)).status, 401);
    assert.equal((await visitor.put('/api/my-notification-settings', { reminders: { sms: true } })).status, 401);
    assert.equal((await visitor.post('/api/admin/reminders/run', { week: WEEK })).status, 401);
    assert.equal((await tom.browser.post('/api/admin/reminders/run', { week: WEEK })).status, 403);
    assert.equal((await tom.browser.post('/api/admin/reminders/run', {})).status, 403);
  });

  test('when a parent reads and changes the settings, then the defaults, the saved values and 400 naming the field for a negative threshold or an unknown key', async () => {
    const defaults = await quiet.browser.get('/api/my-notification-settings');
    assert.deepEqual([defaults.status, defaults.body], [200, DEFAULT_SETTINGS]);
    const cases: Array<[unknown, string]> = [
      [{ lowBalance: { threshold: '-1' } }, 'lowBalance.threshold must not be negative'],
      [{ lowBalance: { threshold: 'lots' } }, 'lowBalance.threshold must be a dollar amount with at most 2 decimals, such as 10.00'],
      [{ reminders: { sms: true } }, 'Unknown field: reminders.sms'],
      [{ digest: true }, 'Unknown field: digest'],
      [{ reminders: { email: 'no' } }, 'reminders.email must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await quiet.browser.put('/api/my-notification-settings', body);
      assert.deepEqual([response.status, response.body.error], [400, message], JSON.stringify(body));
    }
    const off = { reminders: { email: false, whatsapp: false }, lowBalance: { email: true, threshold: 15 } };
    const saved = await quiet.browser.put('/api/my-notification-settings', off);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const expected = { reminders: { email: false, whatsapp: false }, lowBalance: { email: true, threshold: '15.00' } };
    assert.deepEqual(saved.body, expected);
    assert.deepEqual((await quiet.browser.get('/api/my-notification-settings')).body, expected);
    assert.deepEqual((await tom.browser.get('/api/my-notification-settings')).body, DEFAULT_SETTINGS, "another parent's settings are their own");
  });

  test('when the administrator runs the reminders, then each parent missing lunches is e-mailed once with the order link and the RFC 8058 headers, and none for a parent who turned them off', async () => {
    const bad = await admin.post('/api/admin/reminders/run', { week: '23/11/2026' });
    assert.deepEqual([bad.status, bad.body.error], [400, 'week must be a date in the form YYYY-MM-DD']);

    const run = await admin.post('/api/admin/reminders/run', { week: '2026-11-24' });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.equal(run.body.reminded, 2, JSON.stringify(run.body));
    assert.equal(typeof run.body.skipped, 'number');

    const reminder = await system.mail.waitFor((message) => message.to.includes(tom.fields.email) && 'list-unsubscribe' in message.headers);
    assert.match(reminder.text, /Ben/);
    assert.ok(reminder.text.includes(`/my-orders?tab=order&week=${WEEK}`), reminder.text);
    assert.match(reminder.text, /\/unsubscribe\?token=/);
    assert.equal(reminder.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    tomsUnsubscribe = oneClickPathOf(reminder);
    await system.mail.waitFor((message) => message.to.includes(lea.fields.email) && 'list-unsubscribe' in message.headers);

    const again = await admin.post('/api/admin/reminders/run', { week: WEEK });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.reminded, 0, 'never two for the same parent and week');
    await system.flushOutboxes();
    assert.equal(remindersTo(tom, WEEK).length, 1);
    assert.equal(remindersTo(quiet, WEEK).length, 0, 'both reminder channels off');
  });

  test("when the unsubscribe link is followed with a one-click POST, then that parent's reminders are off, no one else's, and next week's run skips them", async () => {
    const refusedBody = await oneClick(tomsUnsubscribe, 'List-Unsubscribe=Later');
    assert.equal(refusedBody.status, 400);
    // A character of the signature changed (not the last one: base64's last character carries unused bits).
    const at = tomsUnsubscribe.length - 8;
    const tampered = `${tomsUnsubscribe.slice(0, at)}${tomsUnsubscribe[at] === 'a' ? 'b' : 'a'}${tomsUnsubscribe.slice(at + 1)}`;
    const forged = await oneClick(tampered);
    assert.equal(forged.status, 400, await forged.text());
    assert.equal((await oneClick('/api/unsubscribe?token=not-a-token')).status, 400);
    assert.equal((await oneClick('/api/unsubscribe')).status, 400);
    assert.deepEqual((await tom.browser.get('/api/my-notification-settings')).body.reminders, DEFAULT_SETTINGS.reminders);

    const followed = await oneClick(tomsUnsubscribe);
    assert.equal(followed.status, 200);
    assert.match(followed.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await followed.json(), { kind: 'reminders' });
    assert.equal((await tom.browser.get('/api/my-notification-settings')).body.reminders.email, false);
    assert.deepEqual((await lea.browser.get('/api/my-notification-settings')).body, DEFAULT_SETTINGS, "Tom's token does not touch Lea's settings");

    // The unsubscribe page posts the token as JSON; following the link twice is fine.
    const token = new URL(tomsUnsubscribe, system.url).searchParams.get('token');
    const asJson = await visitor.post('/api/unsubscribe', { token });
    assert.deepEqual([asJson.status, asJson.body], [200, { kind: 'reminders' }]);

    const nextWeek = await admin.post('/api/admin/reminders/run', { week: NEXT_WEEK });
    assert.equal(nextWeek.status, 200, JSON.stringify(nextWeek.body));
    assert.equal(nextWeek.body.reminded, 1, JSON.stringify(nextWeek.body));
    await system.mail.waitFor((message) => message.to.includes(lea.fields.email) && message.text.includes(`week=${NEXT_WEEK}`));
    await system.flushOutboxes();
    assert.deepEqual(remindersTo(tom, NEXT_WEEK), [], 'Tom unsubscribed');
  });

  test('when a one-click form is posted anywhere else, then the JSON-only rule still refuses it', async () => {
    const response = await fetch(`${system.url}/api/my-notification-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(response.status, 415);
    const form = await fetch(`${system.url}/api/admin/reminders/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'week=2026-11-23',
    });
    assert.equal(form.status, 415);
  });
});
