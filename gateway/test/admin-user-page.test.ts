import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../../infra/test/http-client.ts';
import { startTestSystem, TEST_ADMIN, TEST_CAPTCHA, type TestSystem } from '../../infra/test/test-system.ts';

/** The admin Users tab's table, searched and paged by the identity service through the gateway (issue 34). */

const PAGE = `query Page($search: String, $offset: Int, $limit: Int) {
  adminUserPage(search: $search, offset: $offset, limit: $limit) {
    users { id username fullName email }
    childProfiles { id userId name }
    found totalUsers administrators totalChildren
  }
}`;

interface Page {
  users: Array<{ id: number; username: string; fullName: string; email: string }>;
  childProfiles: Array<{ id: number; userId: number; name: string }>;
  found: number;
  totalUsers: number;
  administrators: number;
  totalChildren: number;
}

let system: TestSystem;
let admin: ApiClient;
let parent: ApiClient;
/** Twelve parents: odd numbers are Maples, even numbers Oaks. */
const parents: Array<{ id: number; username: string }> = [];

async function registerParent(number: number): Promise<ApiClient> {
  const client = new ApiClient(system.url);
  const username = `pager${String(number).padStart(2, '0')}`;
  const captcha = await client.get('/api/captcha');
  const response = await client.post('/api/register', {
    username,
    email: `${username}@example.org`,
    password: 'secret-1',
    fullName: `${number % 2 === 1 ? 'Maple' : 'Oak'} Parent ${number}`,
    phone: '555-123-4567',
    captchaAnswer: TEST_CAPTCHA,
    captchaId: captcha.body.captchaId,
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  parents.push({ id: response.body.id, username });
  return client;
}

async function page(variables: Record<string, unknown>, as: ApiClient = admin): Promise<Page> {
  const response = await as.graphql<{ adminUserPage: Page }>(PAGE, variables);
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data!.adminUserPage;
}

describe("the admin Users tab's pages", () => {
  beforeAll(async () => {
    system = await startTestSystem();
    admin = new ApiClient(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (let number = 1; number <= 12; number += 1) {
      const client = await registerParent(number);
      if (number === 1) {
        parent = client;
        assert.equal((await client.post('/api/child-profile', { name: 'Ada', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' })).status, 201);
      }
    }
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when an administrator searches, then the server answers one page of the users found, by id, with how many it found and the whole summary', async () => {
    const first = await page({ search: 'maple', offset: 0, limit: 4 });
    assert.deepEqual(
      first.users.map((user) => user.username),
      ['pager01', 'pager03', 'pager05', 'pager07'],
    );
    assert.equal(first.found, 6);
    assert.deepEqual([first.totalUsers, first.administrators, first.totalChildren], [13, 1, 1]);
    // The children come with their parent's row.
    assert.deepEqual(
      first.childProfiles.map((child) => [child.name, child.userId]),
      [['Ada', parents[0]!.id]],
    );
    const second = await page({ search: 'MAPLE', offset: 4, limit: 4 });
    assert.deepEqual(
      second.users.map((user) => user.username),
      ['pager09', 'pager11'],
    );
    assert.deepEqual(second.childProfiles, []);
  });

  it('when the search has several words, then a user is found only with every word, in the name, username, e-mail or phone', async () => {
    assert.deepEqual(
      (await page({ search: '  oak   parent 10 ' })).users.map((user) => user.username),
      ['pager10'],
    );
    assert.deepEqual(
      (await page({ search: 'pager04@example' })).users.map((user) => user.username),
      ['pager04'],
    );
    assert.equal((await page({ search: '555-123' })).found, 13 - 1, 'every parent has that phone, the administrator none');
    // LIKE's own wildcards are taken as the characters typed.
    assert.equal((await page({ search: '%' })).found, 0);
    assert.equal((await page({ search: 'pager_1' })).found, 0);
  });

  it('when nothing is searched, then every account is counted and the first page holds 10 by default', async () => {
    const all = await page({});
    assert.equal(all.found, 13);
    assert.equal(all.users.length, 10);
    assert.equal(all.users[0]!.username, TEST_ADMIN.username);
  });

  it('when the page is out of bounds, then a clear 400-class refusal names the rule', async () => {
    for (const [variables, message] of [
      [{ limit: 0 }, 'The limit is 1 or more'],
      [{ limit: 101 }, 'The limit is at most 100'],
      [{ offset: -1 }, 'The offset is 0 or more'],
      [{ search: 'x'.repeat(201) }, 'The search is at most 200 characters'],
    ] as const) {
      const response = await admin.graphql(PAGE, variables);
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(response.body));
      assert.match(response.body.errors![0]!.message, new RegExp(message), JSON.stringify(variables));
    }
  });

  it('when a parent or a signed-out caller asks for the page, then it is refused', async () => {
    assert.equal((await parent.graphql(PAGE, {})).body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal((await new ApiClient(system.url).graphql(PAGE, {})).body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
