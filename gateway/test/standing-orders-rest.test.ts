import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';
import { addChild, addWeekMenu, lunchesOfWeek, TEST_NOW, WEEK, type Child } from './week-fixtures.ts';

const ALL_SKIPPED = { mode: 'skip', fallback: 'skip' };

/** Every weekday: first; a named dish (any case); a dish not on the menu; a closed day; a diet no dish has, falling back to the first. */
const PATTERN = {
  active: true,
  days: {
    Monday: { mode: 'first' },
    Tuesday: { mode: 'item', dish: '  chicken wrap ' },
    Wednesday: { mode: 'item', dish: 'Lobster Thermidor', fallback: 'skip' },
    Thursday: { mode: 'first', fallback: 'first' },
    Friday: { mode: 'diet', dietTag: 'Vegan', fallback: 'first' },
  },
};

describe('standing orders through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  let ben: Child;

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const items = await addWeekMenu(admin, WEEK, [
      { name: 'Veggie Pasta', price: '5.50', dietTags: ['vegetarian'] },
      { name: 'Chicken Wrap', price: '6.25' },
      { name: 'Fish Tacos', price: '6.00', allergens: ['fish'] },
      { name: 'Turkey Plate', price: '6.50' },
      { name: 'Cheese Pizza', price: '5.00', dietTags: ['vegetarian'] },
    ]);
    const closed = await admin.post('/api/admin/closures', { date: '2026-11-26', reason: 'Thanksgiving' });
    assert.equal(closed.status, 201, JSON.stringify(closed.body));
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Baker' });
    ana = await addChild(maria, 'Ana');
    ben = await addChild(tom, 'Ben');
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: [ana.id, ben.id], itemIds: items.map((item) => item.id), closedDates: ['2026-11-26'] });
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when the paths are called signed out, by a parent on the admin path or for another parent\'s child, then 401, 403 and 404', async () => {
    assert.equal((await visitor.get('/api/standing-orders')).status, 401);
    assert.equal((await visitor.put(`/api/standing-orders/${ana.id}`, PATTERN)).status, 401);
    assert.equal((await visitor.put(`/api/standing-orders/${ana.id}`, { active: 'yes' })).status, 401, 'a bad body does not tell a stranger more');
    assert.equal((await visitor.post('/api/admin/standing-orders/run', { week: WEEK })).status, 401);
    assert.equal((await maria.browser.post('/api/admin/standing-orders/run', { week: WEEK })).status, 403);
    assert.equal((await maria.browser.post('/api/admin/standing-orders/run', { week: 'soon' })).status, 403);
    const others = await maria.browser.put(`/api/standing-orders/${ben.id}`, PATTERN);
    assert.equal(others.status, 404, JSON.stringify(others.body));
    assert.equal((await maria.browser.put('/api/standing-orders/987654', PATTERN)).status, 404);
    assert.equal((await maria.browser.put('/api/standing-orders/abc', PATTERN)).status, 400);
    const bens = await tom.browser.get('/api/standing-orders');
    assert.deepEqual(
      bens.body.map((order: { childId: number; active: boolean }) => [order.childId, order.active]),
      [[ben.id, false]],
      "Tom's child kept no pattern of Maria's",
    );
  });

  test('when a pattern names a day that is not a school weekday, a bad mode, an unknown field or misses a dish, then 400 names the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ active: true, days: { Saturday: { mode: 'first' } } }, 'days.Saturday is not a school weekday: use Monday, Tuesday, Wednesday, Thursday or Friday'],
      [{ active: true, days: { Monday: { mode: 'often' } } }, 'days.Monday.mode must be one of: skip, first, item, diet'],
      [{ active: true, days: { Tuesday: { mode: 'item' } } }, 'days.Tuesday.dish is required when mode is item'],
      [{ active: true, paused: true }, 'Unknown field: paused'],
      [{ active: 'yes' }, 'active must be true or false'],
      [{ active: true, days: { Monday: { mode: 'first', fallback: 'later' } } }, 'days.Monday.fallback must be one of: first, skip'],
    ];
    for (const [body, message] of cases) {
      const response = await maria.browser.put(`/api/standing-orders/${ana.id}`, body);
      assert.deepEqual([response.status, response.body.error], [400, message], JSON.stringify(body));
    }
    const week = await admin.post('/api/admin/standing-orders/run', { week: 'soon' });
    assert.deepEqual([week.status, week.body.error], [400, 'week must be a date in the form YYYY-MM-DD']);
    const unknown = await admin.post('/api/admin/standing-orders/run', { week: WEEK, dryRun: true });
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'Unknown field: dryRun']);
    const [stored] = (await maria.browser.get('/api/standing-orders')).body;
    assert.equal(stored.active, false, 'nothing was saved');
  });

  test('when a parent sets a standing order, then GET answers it as saved, with the week the next run places', async () => {
    const before = await maria.browser.get('/api/standing-orders');
    assert.equal(before.status, 200);
    assert.deepEqual(before.body, [
      {
        childId: ana.id,
        active: false,
        days: { Monday: ALL_SKIPPED, Tuesday: ALL_SKIPPED, Wednesday: ALL_SKIPPED, Thursday: ALL_SKIPPED, Friday: ALL_SKIPPED },
        nextWeek: null,
      },
    ]);
    const saved = await maria.browser.put(`/api/standing-orders/${ana.id}`, PATTERN);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body, {
      childId: ana.id,
      active: true,
      days: {
        Monday: { mode: 'first', fallback: 'skip' },
        Tuesday: { mode: 'item', dish: 'chicken wrap', fallback: 'skip' },
        Wednesday: { mode: 'item', dish: 'Lobster Thermidor', fallback: 'skip' },
        Thursday: { mode: 'first', fallback: 'first' },
        Friday: { mode: 'diet', dietTag: 'vegan', fallback: 'first' },
      },
      // Wednesday 4 AM: this week's run (Wednesday 18:00) is still ahead and places the week of 23 November.
      nextWeek: WEEK,
    });
    assert.deepEqual((await maria.browser.get('/api/standing-orders')).body, [saved.body]);
  });

  test('when the administrator runs the week, then the lunches are placed once, the answer counts them, and the e-mail says which days were skipped and why', async () => {
    const run = await admin.post('/api/admin/standing-orders/run', { week: '2026-11-25' });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    // Monday first, Tuesday the named dish, Friday no vegan dish so the fallback; Wednesday's dish is not on the menu, Thursday is closed.
    assert.deepEqual(run.body, { parents: 1, lunches: 3, skipped: 2 });
    assert.deepEqual(await lunchesOfWeek(maria, WEEK), ['2026-11-23 Veggie Pasta', '2026-11-24 Chicken Wrap', '2026-11-27 Cheese Pizza']);
    assert.deepEqual(await lunchesOfWeek(tom, WEEK), [], 'a child without a pattern gets nothing');

    const mail = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && /Veggie Pasta/.test(message.text));
    assert.match(mail.text, /Days your standing order left out:/, mail.text);
    assert.match(mail.text, /Ana: no lunch service that day \(Thanksgiving\)/, mail.text);
    assert.match(mail.text, /Ana: Lobster Thermidor was not on that day's menu/, mail.text);

    const again = await admin.post('/api/admin/standing-orders/run', { week: WEEK });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.lunches, 0, JSON.stringify(again.body));
    assert.deepEqual(await lunchesOfWeek(maria, WEEK), ['2026-11-23 Veggie Pasta', '2026-11-24 Chicken Wrap', '2026-11-27 Cheese Pizza']);
    await system.flushOutboxes();
    assert.equal(system.mail.messages.filter((message) => message.to.includes(maria.fields.email) && /Veggie Pasta/.test(message.text)).length, 1);
  });

  test('when a parent switches the standing order off, then GET says so and a later run places nothing for the child', async () => {
    const off = await maria.browser.put(`/api/standing-orders/${ana.id}`, { ...PATTERN, active: false });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.deepEqual([off.body.active, off.body.nextWeek], [false, null]);
    const run = await admin.post('/api/admin/standing-orders/run', { week: '2026-11-30' });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.deepEqual(run.body, { parents: 0, lunches: 0, skipped: 0 });
  });
});
