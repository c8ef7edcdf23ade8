import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, childForm, type Child } from '../../infra/test/fixtures.ts';
import { boardFixture, TEST_NOW } from './board-fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Monday of the fixture's menu week: Ana (Sutter Elementary) and Ben (Bucher Middle School) eat that day. */
const MONDAY = '2026-11-23';

type Role = 'parent' | 'admin' | 'kitchen' | 'school_office';
type Expected = 200 | 403;

describe('staff roles through the gateway (issue 31 §3): who may read what', () => {
  let system: TestSystem;
  let admin: Browser;
  let maria: SignedInParent;
  const browsers = {} as Record<Role, Browser>;
  let sutterId = 0;
  let bucherId = 0;

  /** A new user given `role` by the administrator, signed in again (the change ended their session). */
  async function staffMember(role: Role, schoolId?: number): Promise<{ browser: Browser; user: { id: number }; old: Browser }> {
    const person = await newSignedInParent(system.url);
    const changed = await admin.put(`/api/admin/users/${person.user.id}/role`, { role, ...(schoolId ? { schoolId } : {}) });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const browser = new Browser(system.url);
    const login = await browser.post('/api/login', { username: person.fields.username, password: person.fields.password });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    return { browser, user: person.user, old: person.browser };
  }

  /** The status of the live board's stream for this browser, read without keeping the stream open. */
  async function boardStatus(browser: Browser): Promise<number> {
    const abort = new AbortController();
    const response = await fetch(new URL('/api/admin/live', system.url), { headers: { cookie: browser.cookieHeader }, signal: abort.signal });
    abort.abort();
    return response.status;
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    const fixture = await boardFixture(system, [['Monday', 'Veggie Pasta', '5.50']]);
    admin = fixture.admin;
    maria = fixture.maria;
    const schools = (await admin.get('/api/schools')).body as Array<{ id: number; name: string }>;
    sutterId = schools.find((school) => school.name === 'Sutter Elementary')!.id;
    bucherId = schools.find((school) => school.name === 'Bucher Middle School')!.id;
    const ben = (
      await maria.browser.post<Child>('/api/child-profile', childForm({ name: 'Ben', school: 'Bucher Middle School', grade: '7', teacher: 'Room 9' }))
    ).body;
    const observer = observerPool(system.databaseUrl, 1);
    try {
      await system.flushOutboxes();
      await waitFor(
        'ordering to know Ben',
        async () => (await observer.query('select count(*)::int as n from ordering.children where child_id = $1', [ben.id])).rows[0].n === 1,
      );
    } finally {
      await observer.end();
    }
    await fixture.order([[fixture.items.Monday!, MONDAY]]);
    const placed = await maria.browser.post('/api/checkout', {
      checkoutId: crypto.randomUUID(),
      items: [cartItem(maria.fields, ben, fixture.items.Monday!, MONDAY)],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    browsers.admin = admin;
    browsers.parent = maria.browser;
    browsers.kitchen = (await staffMember('kitchen')).browser;
    browsers.school_office = (await staffMember('school_office', sutterId)).browser;
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when each role signs in, then GET /api/user names its role, and the school office its school; isAdmin only for the administrator', async () => {
    for (const role of ['parent', 'admin', 'kitchen', 'school_office'] as const) {
      const me = (await browsers[role].get('/api/user')).body;
      assert.equal(me.role, role);
      assert.equal(me.isAdmin, role === 'admin', role);
      assert.equal(me.schoolId, role === 'school_office' ? sutterId : null, role);
    }
  });

  const matrix: ReadonlyArray<readonly [string, string, Record<Role, Expected>]> = [
    ['the production sheet', `/api/admin/production?date=${MONDAY}`, { parent: 403, admin: 200, kitchen: 200, school_office: 403 }],
    ['the delivery sheets', `/api/admin/delivery-sheets?date=${MONDAY}`, { parent: 403, admin: 200, kitchen: 200, school_office: 403 }],
    ["one school's delivery sheet", `/api/admin/delivery-sheets?date=${MONDAY}&schoolId=${1}`, { parent: 403, admin: 200, kitchen: 200, school_office: 403 }],
    ['the production sheet as CSV', `/api/admin/production?date=${MONDAY}&format=csv`, { parent: 403, admin: 200, kitchen: 200, school_office: 403 }],
    ['the labels (the day orders)', `/api/admin/orders?date=${MONDAY}`, { parent: 403, admin: 200, kitchen: 200, school_office: 403 }],
    ["a school's day", `/api/school/orders?date=${MONDAY}&schoolId=${1}`, { parent: 403, admin: 200, kitchen: 403, school_office: 200 }],
    ['the closed days', '/api/closures', { parent: 200, admin: 200, kitchen: 200, school_office: 200 }],
    ['the payments', '/api/admin/payments', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the payment settings', '/api/admin/payment-settings', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the top-ups', '/api/admin/top-ups', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the users', '/api/admin/users', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the children of every parent', '/api/admin/child-profiles', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the communications', '/api/email-notifications', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the feedback', '/api/admin/feedback', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the audit trail', '/api/admin/audit', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the overview counters', '/api/admin/stats', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
    ['the diet requests', '/api/admin/diet-requests', { parent: 403, admin: 200, kitchen: 403, school_office: 403 }],
  ];

  test.each(matrix)('when each role reads %s, then it is allowed or refused by role', async (_name, rawPath, expected) => {
    // The school office's own school, named: its id is known only once the system runs.
    const path = rawPath.replace('schoolId=1', `schoolId=${sutterId}`);
    for (const role of ['parent', 'admin', 'kitchen', 'school_office'] as const) {
      const response = await browsers[role].get(path);
      assert.equal(response.status, expected[role], `${role} GET ${path}: ${JSON.stringify(response.body).slice(0, 200)}`);
    }
  });

  test('when each role opens the live board, then the kitchen and the administrator may, the others are refused', async () => {
    const expected: Record<Role, number> = { parent: 403, admin: 200, kitchen: 200, school_office: 403 };
    for (const role of ['parent', 'admin', 'kitchen', 'school_office'] as const) assert.equal(await boardStatus(browsers[role]), expected[role], role);
  });

  test('when the kitchen reads the labels, then it sees the children, schools, classes and allergies but no parent name, e-mail, phone or payment', async () => {
    const asAdmin = (await admin.get(`/api/admin/orders?date=${MONDAY}`)).body as Array<Record<string, unknown>>;
    assert.ok(asAdmin.some((order) => order.parentName === 'Maria Lopez' && order.email === maria.fields.email));
    const asKitchen = (await browsers.kitchen.get(`/api/admin/orders?date=${MONDAY}`)).body as Array<Record<string, unknown>>;
    assert.deepEqual(asKitchen.map((order) => `${order.childName} ${order.school} ${order.grade}`).sort(), [
      'Ana Sutter Elementary 3',
      'Ben Bucher Middle School 7',
    ]);
    const text = JSON.stringify(asKitchen);
    for (const secret of ['Maria Lopez', maria.fields.email, maria.fields.phone])
      assert.equal(text.includes(secret), false, `the kitchen must not see ${secret}`);
    for (const order of asKitchen) {
      assert.deepEqual([order.parentName, order.email, order.phone, order.paymentReference, order.totalAmount], ['', '', '', null, '0.00']);
      assert.ok(Array.isArray(order.childAllergies));
    }
    const sheet = (await browsers.kitchen.get(`/api/admin/production?date=${MONDAY}`)).body;
    assert.equal(sheet.total, 2);
    assert.equal(JSON.stringify(sheet).includes('Maria Lopez'), false);
  });

  test("when the school office reads its day, then it gets its school's children with the parent's name only; another school's day is refused", async () => {
    const own = await browsers.school_office.get(`/api/school/orders?date=${MONDAY}`);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.deepEqual(
      own.body.map((lunch: Record<string, unknown>) => [lunch.childName, lunch.grade, lunch.teacher, lunch.lunchOptions, lunch.parentName]),
      [['Ana', '3', 'Room 4', ['Veggie Pasta'], 'Maria Lopez']],
    );
    const text = JSON.stringify(own.body);
    for (const secret of [maria.fields.email, maria.fields.phone, 'totalAmount', 'isPaid', 'paymentStatus']) assert.equal(text.includes(secret), false, secret);
    assert.equal((await browsers.school_office.get(`/api/school/orders?date=${MONDAY}&schoolId=${bucherId}`)).status, 403);
    const overGraphql = await browsers.school_office.post('/graphql', { query: `{ schoolOrders(date: "${MONDAY}", schoolId: ${bucherId}) { childName } }` });
    assert.equal(overGraphql.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(overGraphql.body));
    const bucher = await admin.get(`/api/school/orders?date=${MONDAY}&schoolId=${bucherId}`);
    assert.deepEqual(
      bucher.body.map((lunch: { childName: string }) => lunch.childName),
      ['Ben'],
    );
    const everySchool = await admin.get(`/api/school/orders?date=${MONDAY}`);
    assert.deepEqual(everySchool.body.map((lunch: { childName: string }) => lunch.childName).sort(), ['Ana', 'Ben']);
    assert.equal((await browsers.school_office.get('/api/school/orders?date=23-11-2026')).status, 400);
  });

  test('when a signed-out caller reads the delivery sheets, then 401', async () => {
    assert.equal((await new Browser(system.url).get(`/api/admin/delivery-sheets?date=${MONDAY}`)).status, 401);
  });

  test("when the kitchen reads the delivery sheets, then it gets each school's children and dishes in delivery order but no parent contact", async () => {
    const sheets = await browsers.kitchen.get(`/api/admin/delivery-sheets?date=${MONDAY}`);
    assert.equal(sheets.status, 200, JSON.stringify(sheets.body));
    assert.equal(sheets.body.total, 2);
    const schools = sheets.body.schools as Array<{ school: string; children: Array<{ childName: string; menuItem: string }> }>;
    assert.deepEqual(schools.map((school) => [school.school, school.children.map((child) => `${child.childName} ${child.menuItem}`)]).sort(), [
      ['Bucher Middle School', ['Ben Veggie Pasta']],
      ['Sutter Elementary', ['Ana Veggie Pasta']],
    ]);
    const text = JSON.stringify(sheets.body);
    for (const secret of ['Maria Lopez', maria.fields.email, maria.fields.phone, 'totalAmount', 'paymentStatus'])
      assert.equal(text.includes(secret), false, `the kitchen must not see ${secret}`);
    const bucher = (await browsers.kitchen.get(`/api/admin/delivery-sheets?date=${MONDAY}&schoolId=${bucherId}`)).body;
    assert.deepEqual(
      bucher.schools.map((school: { school: string }) => school.school),
      ['Bucher Middle School'],
    );
  });

  test("when the kitchen reads one school's production sheet, then only that school's lunches are counted", async () => {
    const sheet = await browsers.kitchen.get(`/api/admin/production?date=${MONDAY}&schoolId=${sutterId}`);
    assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
    assert.equal(sheet.body.total, 1);
    const day = sheet.body.days[0] as { schools: Array<{ schoolId: number | null; school: string; total: number }> };
    assert.deepEqual(
      day.schools.map((school) => [school.schoolId, school.school, school.total]),
      [[sutterId, 'Sutter Elementary', 1]],
    );
    assert.equal(JSON.stringify(sheet.body).includes('Maria Lopez'), false);
  });

  test("when the school office declares and lifts its own school's closure, then 201 and 200; another school's, an every-school one, the kitchen's and a parent's are refused (403)", async () => {
    const office = browsers.school_office;
    const date = '2026-12-10';
    const declared = await office.post('/api/admin/closures', { date, reason: 'Sutter field day', schoolId: sutterId });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    assert.deepEqual([declared.body.date, declared.body.reason, declared.body.schoolId], [date, 'Sutter field day', sutterId]);
    const atSutter = (await office.get(`/api/closures?schoolId=${sutterId}`)).body as Array<{ date: string; schoolId: number | null }>;
    assert.ok(
      atSutter.some((closure) => closure.date === date && closure.schoolId === sutterId),
      JSON.stringify(atSutter),
    );
    const atBucher = (await office.get(`/api/closures?schoolId=${bucherId}`)).body as Array<{ date: string }>;
    assert.equal(
      atBucher.some((closure) => closure.date === date),
      false,
      "Sutter's closure is not Bucher's",
    );

    for (const [role, schoolId] of [
      ['school_office', bucherId],
      ['kitchen', sutterId],
      ['parent', sutterId],
    ] as const) {
      const refused = await browsers[role].post('/api/admin/closures', { date: '2026-12-11', reason: 'Not theirs', schoolId });
      assert.equal(refused.status, 403, `${role} declaring at school ${schoolId}: ${JSON.stringify(refused.body)}`);
      const lift = await browsers[role].delete(`/api/admin/closures/${date}?schoolId=${schoolId}`);
      assert.equal(lift.status, 403, `${role} lifting at school ${schoolId}: ${JSON.stringify(lift.body)}`);
    }
    // An every-school closure is the administrator's: the school office may neither declare nor lift one.
    assert.equal((await office.post('/api/admin/closures', { date: '2026-12-11', reason: 'Holiday' })).status, 403);
    const everySchool = await admin.post('/api/admin/closures', { date: '2026-12-14', reason: 'Inset day' });
    assert.equal(everySchool.status, 201, JSON.stringify(everySchool.body));
    assert.equal((await office.delete('/api/admin/closures/2026-12-14')).status, 403);
    assert.equal((await admin.delete('/api/admin/closures/2026-12-14')).status, 200);

    const lifted = await office.delete(`/api/admin/closures/${date}?schoolId=${sutterId}`);
    assert.equal(lifted.status, 200, JSON.stringify(lifted.body));
    assert.deepEqual([lifted.body.date, lifted.body.schoolId], [date, sutterId]);
    const after = (await office.get(`/api/closures?schoolId=${sutterId}`)).body as Array<{ date: string }>;
    assert.equal(
      after.some((closure) => closure.date === date),
      false,
      JSON.stringify(after),
    );
  });

  test('when staff try to close a day for every school, then it is refused (403)', async () => {
    for (const role of ['kitchen', 'school_office', 'parent'] as const)
      assert.equal((await browsers[role].post('/api/admin/closures', { date: '2026-11-26', reason: 'Holiday' })).status, 403, role);
  });

  test('when the kitchen asks the graph for users, then the users service refuses it', async () => {
    const answer = await browsers.kitchen.post('/graphql', { query: '{ adminUsers { id } }' });
    assert.equal(answer.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(answer.body));
  });
});

describe('changing a role (PUT /api/admin/users/{id}/role)', () => {
  let system: TestSystem;
  let admin: Browser;
  let sutterId = 0;

  beforeAll(async () => {
    system = await startTestSystem();
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    sutterId = ((await admin.get('/api/schools')).body as Array<{ id: number; name: string }>).find((school) => school.name === 'Sutter Elementary')!.id;
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when the role changes, then every session of the user ends, and the change is in the audit trail', async () => {
    const person = await newSignedInParent(system.url);
    const copy = new Browser(system.url);
    person.browser.cloneCookiesTo(copy);
    assert.equal((await admin.put(`/api/admin/users/${person.user.id}/role`, { role: 'kitchen' })).status, 200);
    assert.equal((await person.browser.get('/api/user')).status, 401);
    assert.equal((await copy.get('/api/user')).status, 401);
    const trail = (await admin.get(`/api/admin/audit?action=user.role_changed&target=user:${person.user.id}`)).body;
    assert.ok(JSON.stringify(trail).includes('kitchen'), JSON.stringify(trail));
    const listed = ((await admin.get('/api/admin/users')).body as Array<{ id: number; role: string; isAdmin: boolean }>).find(
      (row) => row.id === person.user.id,
    );
    assert.deepEqual([listed?.role, listed?.isAdmin], ['kitchen', false]);
  });

  test('when the role or its school is wrong, then 400 with the reason; a non-administrator is refused 403 and a signed-out caller 401', async () => {
    const person = await newSignedInParent(system.url);
    const path = `/api/admin/users/${person.user.id}/role`;
    const cases: Array<[unknown, string]> = [
      [{ role: 'chef' }, 'Role must be one of parent, admin, kitchen, school_office'],
      [{ role: 'school_office' }, 'A school office user needs a school'],
      [{ role: 'kitchen', schoolId: sutterId }, 'Only a school office user is bound to a school'],
      [{ role: 'school_office', schoolId: 999_999 }, 'School not found'],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.put(path, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.error, message);
    }
    assert.equal((await person.browser.put(path, { role: 'admin' })).status, 403);
    assert.equal((await new Browser(system.url).put(path, { role: 'admin' })).status, 401);
    assert.equal((await person.browser.get('/api/user')).body.role, 'parent', 'a refused change changes nothing');
  });

  test("when the specification's admin switch is used, then the role follows it: admin, then parent again", async () => {
    const person = await newSignedInParent(system.url);
    const up = await admin.patch(`/api/admin/users/${person.user.id}/admin`, { isAdmin: true });
    assert.deepEqual([up.body.isAdmin, up.body.role], [true, 'admin']);
    const down = await admin.patch(`/api/admin/users/${person.user.id}/admin`, { isAdmin: false });
    assert.deepEqual([down.body.isAdmin, down.body.role], [false, 'parent']);
  });

  test('when the only administrator is made kitchen staff by themselves, then it is refused', async () => {
    const me = (await admin.get('/api/user')).body;
    const refused = await admin.put(`/api/admin/users/${me.id}/role`, { role: 'kitchen' });
    assert.equal(refused.status, 400);
    assert.equal((await admin.get('/api/user')).body.role, 'admin');
  });
});
