import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../../infra/test/http-client.ts';
import { startTestSystem, TEST_ADMIN, TEST_CAPTCHA, type TestSystem } from '../../infra/test/test-system.ts';

let system: TestSystem;
let admin: ApiClient;

async function registerParent(name: string): Promise<{ client: ApiClient; user: { id: number } }> {
  const client = new ApiClient(system.url);
  const captcha = await client.get('/api/captcha');
  const response = await client.post('/api/register', {
    username: name,
    email: `${name}@example.org`,
    password: 'secret-1',
    fullName: `Parent ${name}`,
    phone: '555-123-4567',
    captchaAnswer: TEST_CAPTCHA,
    captchaId: captcha.body.captchaId,
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return { client, user: response.body };
}

describe('administrator user management', () => {
  beforeAll(async () => {
    system = await startTestSystem();
    admin = new ApiClient(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200);
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when an administrator lists users and children, then everyone is there without password data', async () => {
    const { client, user } = await registerParent('lister');
    await client.post('/api/child-profile', { name: 'Ada', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    const users = await admin.get('/api/admin/users');
    assert.equal(users.status, 200);
    const listed = users.body.find((row: { id: number }) => row.id === user.id);
    assert.equal(listed.username, 'lister');
    assert.equal(JSON.stringify(users.body).includes('password'), false);
    const children = await admin.get('/api/admin/child-profiles');
    assert.ok(children.body.some((child: { name: string; userId: number }) => child.name === 'Ada' && child.userId === user.id));
  });

  it('when a parent or a signed-out caller uses an administrator path, then it is refused', async () => {
    const { client, user } = await registerParent('intruder');
    const anonymous = new ApiClient(system.url);
    for (const [method, path, payload] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/child-profiles', undefined],
      ['PATCH', `/api/admin/users/${user.id}/admin`, { isAdmin: true }],
      ['PATCH', `/api/admin/users/${user.id}`, { fullName: 'X', email: 'x@example.org', username: 'xxx' }],
      ['DELETE', `/api/admin/users/${user.id}`, undefined],
    ] as const) {
      assert.equal((await client.request(method, path, payload)).status, 403, `${method} ${path} as a parent`);
      assert.equal((await anonymous.request(method, path, payload)).status, 401, `${method} ${path} signed out`);
    }
    const me = await client.get('/api/user');
    assert.equal(me.body.isAdmin, false);
  });

  it('when an administrator makes a parent an admin and back, then the role follows at once', async () => {
    const { client, user } = await registerParent('promoted');
    const up = await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: true });
    assert.equal(up.status, 200);
    assert.equal(up.body.isAdmin, true);
    assert.equal((await client.get('/api/admin/users')).status, 200, 'the new admin can use admin paths with the same session');
    const down = await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: false });
    assert.equal(down.body.isAdmin, false);
    assert.equal((await client.get('/api/admin/users')).status, 403);
  });

  it('when an administrator tries to remove their own role or delete themselves, then it is refused', async () => {
    const me = (await admin.get('/api/user')).body;
    const demote = await admin.patch(`/api/admin/users/${me.id}/admin`, { isAdmin: false });
    assert.equal(demote.status, 400);
    assert.equal(demote.body.error, 'You cannot remove your own administrator role.');
    const remove = await admin.delete(`/api/admin/users/${me.id}`);
    assert.equal(remove.status, 400);
    assert.equal(remove.body.error, 'You cannot delete your own account.');
    assert.equal((await admin.get('/api/user')).body.isAdmin, true);
  });

  it('when an administrator edits a user, then values are trimmed and blanks refused', async () => {
    const { user } = await registerParent('editable');
    const blank = await admin.patch(`/api/admin/users/${user.id}`, { fullName: '   ', email: 'e@example.org', username: 'editable' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.error, 'Full name is required');
    const saved = await admin.patch(`/api/admin/users/${user.id}`, { fullName: '  Edited Name ', email: ' edited@example.org ', username: ' editable2 ' });
    assert.equal(saved.status, 200);
    assert.deepEqual([saved.body.user.fullName, saved.body.user.email, saved.body.user.username], ['Edited Name', 'edited@example.org', 'editable2']);
  });

  it('when an administrator deletes a parent, then the account, its children and its session are gone', async () => {
    const { client, user } = await registerParent('leaving');
    await client.post('/api/child-profile', { name: 'Bea', school: 'Sutter Elementary', grade: '2', teacher: 'Room 1' });
    const removed = await admin.delete(`/api/admin/users/${user.id}`);
    assert.equal(removed.status, 200);
    assert.equal((await client.get('/api/user')).status, 401);
    const users = (await admin.get('/api/admin/users')).body as Array<{ id: number }>;
    assert.equal(
      users.some((row) => row.id === user.id),
      false,
    );
    const children = (await admin.get('/api/admin/child-profiles')).body as Array<{ userId: number }>;
    assert.equal(
      children.some((child) => child.userId === user.id),
      false,
    );
    assert.equal((await admin.delete(`/api/admin/users/${user.id}`)).status, 404);
  });

  it('when an administrator tries to delete another administrator, then it is refused', async () => {
    const { user } = await registerParent('coadmin');
    await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: true });
    const remove = await admin.delete(`/api/admin/users/${user.id}`);
    assert.equal(remove.status, 400);
    assert.equal(remove.body.error, 'Administrators cannot be deleted. Remove the administrator role first.');
  });
});
