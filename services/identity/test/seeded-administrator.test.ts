import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startIdentityHarness, TEST_ADMIN, type IdentityHarness } from './identity-harness.ts';

describe('identity: the administrator of ADMIN_*', () => {
  let harness: IdentityHarness;

  beforeAll(async () => {
    harness = await startIdentityHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  test('when the administrator of ADMIN_* signs in, then the account exists and is an administrator', async () => {
    const { login } = await harness.data<{ login: { isAdmin: boolean; email: string } }>(
      null,
      'mutation ($input: LoginInput!) { login(input: $input) { isAdmin email } }',
      { input: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } },
    );
    assert.deepEqual(login, { isAdmin: true, email: TEST_ADMIN.email });
  });
});
