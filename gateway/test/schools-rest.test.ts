import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

const SPEC_SCHOOLS = ['Stratford preparatory', 'Stratford Pomeroy', 'Sutter Elementary', 'Bucher Middle School', 'Washington Open Elementary'];
const OAK = { name: 'Oak Hill Academy', deliveryTime: '11:30', orderDeadline: { time: '18:00', daysBefore: 2 }, timeZone: 'America/Denver' };

describe('schools as data through the REST API (issue 31 section 1)', () => {
  let system: TestSystem;
  let observer: pg.Pool;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW: '2026-11-18T12:00:00.000Z' } });
    observer = observerPool(system.databaseUrl, 1);
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
  });

  afterAll(async () => {
    await observer?.end();
    await system?.stop();
  });

  test("when anyone asks for the schools, then the spec's five are there with the spec's cut-off, 05:00 UTC on the lunch date", async () => {
    const answer = await visitor.get('/api/schools');
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.map((school: { name: string }) => school.name),
      SPEC_SCHOOLS,
    );
    assert.deepEqual(answer.body[0], {
      id: answer.body[0].id,
      name: 'Stratford preparatory',
      active: true,
      deliveryTime: '12:00',
      // The spec's rule, fixed all year (identity migration 0009); the school's clock stays Pacific.
      orderDeadline: { time: '05:00', daysBefore: 0, timeZone: 'UTC' },
      timeZone: 'America/Los_Angeles',
    });
  });

  test('when a parent adds a child by school name, then the child carries the school and its id', async () => {
    const schools = (await visitor.get('/api/schools')).body as { id: number; name: string }[];
    const child = await maria.browser.post('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    assert.equal(child.status, 201, JSON.stringify(child.body));
    assert.equal(child.body.school, 'Sutter Elementary');
    assert.equal(child.body.schoolId, schools.find((school) => school.name === 'Sutter Elementary')?.id);
  });

  test('when an administrator adds a school, then it is listed and a parent can put a child there; the change is audited', async () => {
    const created = await admin.post('/api/admin/schools', OAK);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // The cut-off is read on the school's own clock unless the administrator names another.
    assert.deepEqual({ ...created.body, id: 0 }, { ...OAK, orderDeadline: { ...OAK.orderDeadline, timeZone: OAK.timeZone }, id: 0, active: true });
    const listed = await visitor.get('/api/schools');
    assert.ok(listed.body.some((school: { name: string }) => school.name === OAK.name));
    const child = await maria.browser.post('/api/user/children', { name: 'Leo', school: OAK.name, grade: 'KG', teacher: 'Blue' });
    assert.equal(child.status, 201, JSON.stringify(child.body));
    assert.equal(child.body.schoolId, created.body.id);
    const audit = await observer.query("select action, target_id from identity.audit_log where action = 'school.created'");
    assert.deepEqual(audit.rows, [{ action: 'school.created', target_id: String(created.body.id) }]);
  });

  test('when a name is taken (any case), a field is bad, or a parent tries, then the school is refused with 409, 400 or 403 and nothing is saved', async () => {
    const before = (await visitor.get('/api/schools')).body.length;
    const taken = await admin.post('/api/admin/schools', { ...OAK, name: 'sutter elementary' });
    assert.equal(taken.status, 409, JSON.stringify(taken.body));
    assert.match(taken.body.message, /already exists/);
    const badTime = await admin.post('/api/admin/schools', { ...OAK, name: 'Elm Park', deliveryTime: '25:00' });
    assert.equal(badTime.status, 400);
    const badZone = await admin.post('/api/admin/schools', { ...OAK, name: 'Elm Park', timeZone: 'Mars/Olympus' });
    assert.equal(badZone.status, 400);
    const parent = await maria.browser.post('/api/admin/schools', { ...OAK, name: 'Elm Park' });
    assert.equal(parent.status, 403);
    const stranger = await visitor.post('/api/admin/schools', { ...OAK, name: 'Elm Park' });
    assert.equal(stranger.status, 401);
    const schools = (await visitor.get('/api/schools')).body as { id: number; name: string }[];
    const oak = schools.find((school) => school.name === OAK.name)!;
    const renameTaken = await admin.patch(`/api/admin/schools/${oak.id}`, { name: 'Stratford Pomeroy' });
    assert.equal(renameTaken.status, 409);
    const parentPatch = await maria.browser.patch(`/api/admin/schools/${oak.id}`, { active: false });
    assert.equal(parentPatch.status, 403);
    assert.equal((await admin.patch('/api/admin/schools/99999', { active: false })).status, 404);
    assert.equal((await visitor.get('/api/schools')).body.length, before);
  });

  test('when a school is made inactive, then no new child can go there, and the children already there keep it', async () => {
    const schools = (await visitor.get('/api/schools')).body as { id: number; name: string }[];
    const oak = schools.find((school) => school.name === OAK.name)!;
    const closed = await admin.patch(`/api/admin/schools/${oak.id}`, { active: false });
    assert.equal(closed.status, 200);
    assert.equal(closed.body.active, false);
    const listed = (await visitor.get('/api/schools')).body.find((school: { id: number }) => school.id === oak.id);
    assert.equal(listed.active, false);

    const refused = await maria.browser.post('/api/child-profile', { name: 'Mia', school: OAK.name, grade: '2', teacher: 'Red' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /schools served/);

    const leo = ((await maria.browser.get('/api/child-profiles')).body as { id: number; name: string; school: string }[]).find(
      (child) => child.name === 'Leo',
    )!;
    assert.equal(leo.school, OAK.name);
    const edited = await maria.browser.patch(`/api/child-profile/${leo.id}`, { school: OAK.name, teacher: 'Green' });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.teacher, 'Green');
    const moveThere = await maria.browser.patch(`/api/child-profile/${leo.id}`, { school: 'Sutter Elementary' });
    assert.equal(moveThere.status, 200);
    const moveBack = await maria.browser.patch(`/api/child-profile/${leo.id}`, { school: OAK.name });
    assert.equal(moveBack.status, 400);
  });

  test("when a school is added and a child goes there, then ordering learns the school's cut-off and the child's school through events", async () => {
    const created = await admin.post('/api/admin/schools', { ...OAK, name: 'Birch Lane' });
    const child = await maria.browser.post('/api/child-profile', { name: 'Ivy', school: 'Birch Lane', grade: '1', teacher: 'Room 2' });
    await system.flushOutboxes();
    const deadline = Date.now() + 10_000;
    let known: { rows: unknown[] } = { rows: [] };
    while (Date.now() < deadline) {
      known = await observer.query(
        `select s.name, s.deadline_time, s.deadline_days_before, s.time_zone, c.school_id from ordering.schools s join ordering.children c on c.school_id = s.school_id where c.child_id = $1`,
        [child.body.id],
      );
      if (known.rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.deepEqual(known.rows, [
      { name: 'Birch Lane', deadline_time: '18:00', deadline_days_before: 2, time_zone: 'America/Denver', school_id: created.body.id },
    ]);
  });

  test('when a school is renamed, then its children show the new name', async () => {
    const created = await admin.post('/api/admin/schools', { ...OAK, name: 'Cedar Grove' });
    await maria.browser.post('/api/child-profile', { name: 'Noa', school: 'Cedar Grove', grade: '4', teacher: 'Room 9' });
    const renamed = await admin.patch(`/api/admin/schools/${created.body.id}`, { name: 'Cedar Grove Elementary' });
    assert.equal(renamed.status, 200);
    const noa = ((await maria.browser.get('/api/child-profiles')).body as { id: number; name: string; school: string }[]).find(
      (child) => child.name === 'Noa',
    )!;
    assert.equal(noa.school, 'Cedar Grove Elementary');
    await system.flushOutboxes();
    const deadline = Date.now() + 10_000;
    let known = '';
    while (Date.now() < deadline && known !== 'Cedar Grove Elementary') {
      known = (await observer.query('select school from ordering.children where child_id = $1', [noa.id])).rows[0]?.school ?? '';
      if (known !== 'Cedar Grove Elementary') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(known, 'Cedar Grove Elementary', 'new orders snapshot the new name');
  });
});
