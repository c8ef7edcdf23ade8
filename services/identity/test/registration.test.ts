import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { newParentFields, REGISTER, startIdentityHarness, TEST_CAPTCHA, type IdentityHarness } from './identity-harness.ts';

const CAPTCHA_MISMATCH = 'Verification Failed: Please enter the correct CAPTCHA text.';

/** Registration on identity's subgraph, asked as the gateway does: the captcha rules (parent-app.md section 9) and the new account. */
describe('identity: registering a parent', () => {
  let harness: IdentityHarness;

  beforeAll(async () => {
    harness = await startIdentityHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const register = (input: Record<string, unknown>) => harness.ask<{ register: { id: number; username: string; language: string } }>(null, REGISTER, { input });
  const refusalOf = async (input: Record<string, unknown>) => {
    const answer = await register(input);
    assert.equal(answer.data?.register, undefined, `registered: ${JSON.stringify(answer.data)}`);
    return answer.errors?.[0]?.message;
  };

  test('when the captcha answer is wrong, then it is refused with the verification message and that captcha cannot be used again', async () => {
    const fields = newParentFields();
    const captchaId = await harness.captchaId();
    assert.equal(await refusalOf({ ...fields, captchaId, captchaAnswer: 'Zz9Zz9' }), CAPTCHA_MISMATCH);
    assert.equal(await refusalOf({ ...fields, captchaId, captchaAnswer: TEST_CAPTCHA }), CAPTCHA_MISMATCH);

    const fresh = await register({ ...fields, captchaId: await harness.captchaId(), captchaAnswer: TEST_CAPTCHA });
    assert.equal(fresh.data?.register.username, fields.username, 'a new captcha lets the same form through');
  });

  test('when the captcha is answered in the wrong case, then it is refused; surrounding spaces are forgiven', async () => {
    const fields = newParentFields();
    assert.equal(await refusalOf({ ...fields, captchaId: await harness.captchaId(), captchaAnswer: TEST_CAPTCHA.toLowerCase() }), CAPTCHA_MISMATCH);
    const spaced = await register({ ...fields, captchaId: await harness.captchaId(), captchaAnswer: `  ${TEST_CAPTCHA} ` });
    assert.equal(spaced.errors, undefined);
    assert.equal(spaced.data?.register.username, fields.username);
  });

  test('when the client sends its own expectedCaptcha, then the server still checks its own answer', async () => {
    const message = await refusalOf({ ...newParentFields(), captchaId: await harness.captchaId(), captchaAnswer: 'Qq7Qq7', expectedCaptcha: 'Qq7Qq7' });
    assert.equal(message, CAPTCHA_MISMATCH);
  });

  test('when the captcha id is unknown or not an id at all, then it is refused with the verification message', async () => {
    for (const captchaId of ['3f0e8a0c-9a51-4b9e-8a51-000000000000', 'not-a-captcha-id']) {
      assert.equal(await refusalOf({ ...newParentFields(), captchaId, captchaAnswer: TEST_CAPTCHA }), CAPTCHA_MISMATCH);
    }
  });

  test('when a parent registers, then their language is English until they choose', async () => {
    const fields = newParentFields();
    const registered = await register({ ...fields, captchaId: await harness.captchaId(), captchaAnswer: TEST_CAPTCHA });
    assert.equal(registered.data?.register.language, 'en');
  });
});
