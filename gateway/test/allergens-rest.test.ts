import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, type Child, type MenuItem as Item } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: Thursday the 19th and later can be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
const NEXT_WEEK = { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27' };
const ALERT_SUBJECT = /^Allergen alert: /;

describe('allergies enforced through the REST API, with the e-mail when a dish changes (issue 13)', () => {
  let system: TestSystem;
  let admin: Browser;

  async function addChild(parent: SignedInParent, name: string, allergies: string[], diets: string[] = []): Promise<Child> {
    const response = await parent.browser.post<Child>('/api/user/children', { name, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4', allergies, diets });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  async function addItem(dayOfWeek: string, menuItem: string, allergens: string[]): Promise<Item> {
    const response = await admin.post<Item>('/api/weekly-menu', {
      ...NEXT_WEEK,
      dayOfWeek,
      menuItem,
      description: `${menuItem}, fresh`,
      price: '6.00',
      allergens,
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  /** Ordering learns children and dishes from events: wait until its read models hold them. */
  async function untilKnown(children: Child[], items: Item[]): Promise<void> {
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: children.map((child) => child.id), itemIds: items.map((item) => item.id) });
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    admin = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200);
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when a parent adds to the cart or checks out a dish with their child’s allergy, then it answers 409 ALLERGEN_CONFLICT naming child, dish and allergen, and nothing is placed', async () => {
    const maria = await newSignedInParent(system.url);
    const maya = await addChild(maria, 'Maya', ['Peanuts']);
    const noodles = await addItem('Monday', 'Peanut Noodles', ['peanuts', 'wheat']);
    const pasta = await addItem('Tuesday', 'Veggie Pasta', ['wheat']);
    await untilKnown([maya], [noodles, pasta]);
    const unsafe = cartItem(maria.fields, maya, noodles, '2026-11-23');

    const check = await maria.browser.post('/api/cart/check', { items: [unsafe] });
    assert.equal(check.status, 409);
    assert.deepEqual(check.body, {
      error: 'Maya is allergic to peanuts: Peanut Noodles contains peanuts.',
      message: 'Maya is allergic to peanuts: Peanut Noodles contains peanuts.',
      code: 'ALLERGEN_CONFLICT',
      cartItemId: unsafe.id,
    });
    const safe = await maria.browser.post('/api/cart/check', { items: [cartItem(maria.fields, maya, pasta, '2026-11-24')] });
    assert.equal(safe.status, 200);
    assert.deepEqual(safe.body, { dietWarnings: [] });

    // A diet the dish is not marked with is a warning, written in English for REST callers.
    const leo = await addChild(maria, 'Leo', [], ['vegetarian', 'halal']);
    await untilKnown([leo], [pasta]);
    const warned = await maria.browser.post('/api/cart/check', { items: [cartItem(maria.fields, leo, pasta, '2026-11-24')] });
    assert.equal(warned.status, 200);
    assert.deepEqual(warned.body, { dietWarnings: ['Veggie Pasta is not marked vegetarian and halal, which Leo keeps.'] });

    const placed = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria.fields, maya, pasta, '2026-11-24'), unsafe] });
    assert.equal(placed.status, 409);
    assert.equal(placed.body.code, 'ALLERGEN_CONFLICT');
    assert.equal(placed.body.cartItemId, unsafe.id);
    assert.deepEqual((await maria.browser.get('/api/my-lunch-orders')).body, []);
  });

  test('when a dish gains an allergen after orders, then each parent of an allergic child gets one e-mail, the day view marks the lunches, and other parents get none', async () => {
    const maria = await newSignedInParent(system.url);
    const tom = await newSignedInParent(system.url);
    const ana = await newSignedInParent(system.url);
    const ava = await addChild(maria, 'Ava', ['sesame']);
    const ben = await addChild(maria, 'Ben', ['sesame', 'fish']);
    const dot = await addChild(tom, 'Dot', ['sesame']);
    const eve = await addChild(ana, 'Eve', ['milk']);
    const bowl = await addItem('Thursday', 'Rice Bowl', ['soybeans']);
    const friday = await addItem('Friday', 'Rice Bowl', ['soybeans']);
    await untilKnown([ava, ben, dot, eve], [bowl, friday]);

    for (const [parent, items] of [
      [
        maria,
        [cartItem(maria.fields, ava, bowl, '2026-11-26'), cartItem(maria.fields, ben, bowl, '2026-11-26'), cartItem(maria.fields, ava, friday, '2026-11-27')],
      ],
      [tom, [cartItem(tom.fields, dot, bowl, '2026-11-26')]],
      [ana, [cartItem(ana.fields, eve, bowl, '2026-11-26')]],
    ] as const) {
      const placed = await parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
    }

    for (const item of [bowl, friday]) {
      const changed = await admin.patch(`/api/weekly-menu/${item.id}`, { allergens: ['soybeans', 'sesame'] });
      assert.equal(changed.status, 200);
    }
    await system.flushOutboxes();

    // Maria gets an alert for each changed dish, each sent once its event is handled, in either
    // order: the Thursday one is read here, the Friday one below.
    const toMaria = await system.mail.waitFor(
      (mail) => mail.to.includes(maria.fields.email) && ALERT_SUBJECT.test(mail.subject) && mail.text.includes('Thursday, November 26, 2026'),
      20_000,
    );
    assert.match(toMaria.text, /Thursday, November 26, 2026: Ava is allergic to sesame/);
    assert.match(toMaria.text, /Thursday, November 26, 2026: Ben is allergic to sesame/);
    const toTom = await system.mail.waitFor((mail) => mail.to.includes(tom.fields.email) && ALERT_SUBJECT.test(mail.subject), 20_000);
    assert.match(toTom.text, /Thursday, November 26, 2026: Dot is allergic to sesame/);
    // Friday's dish is another item, so it brings Maria its own alert: wait for it before counting.
    await waitFor('the alert about Friday', () =>
      system.mail.messages.some((mail) => mail.to.includes(maria.fields.email) && /Friday, November 27, 2026: Ava/.test(mail.text)),
    );
    await system.flushOutboxes();

    const alertsTo = (email: string) => system.mail.messages.filter((mail) => mail.to.includes(email) && ALERT_SUBJECT.test(mail.subject)).length;
    assert.equal(alertsTo(maria.fields.email), 2, 'one per changed dish, never one per child');
    assert.equal(alertsTo(tom.fields.email), 1);
    assert.equal(alertsTo(ana.fields.email), 0, 'Eve is not allergic to sesame');

    const day = await admin.get<{ childName: string; allergenCheck: string[]; childAllergies: string[] }[]>('/api/admin/orders?date=2026-11-26');
    assert.equal(day.status, 200);
    const byChild = new Map(day.body.map((order) => [order.childName, order]));
    assert.deepEqual(byChild.get('Ava')?.allergenCheck, ['sesame']);
    assert.deepEqual(byChild.get('Ben')?.childAllergies, ['fish', 'sesame']);
    assert.deepEqual(byChild.get('Dot')?.allergenCheck, ['sesame']);
    assert.deepEqual(byChild.get('Eve')?.allergenCheck, []);
  });
});
