import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { generate } from 'otplib';
import type pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, sessionCookieLine, USER_KEYS, type SignedInParent } from './parents.ts';

const WRONG_CODE = 'Invalid two-factor code';
const CHALLENGE_GONE = 'This sign-in has expired. Please sign in again.';
const LOCKED = 'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
function codeFor(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A code that is surely wrong now: the one of an hour ago. */
const staleCode = (secret: string) => codeFor(secret, -120);

interface TwoFactorParent extends SignedInParent {
  secret: string;
  recoveryCodes: string[];
}

describe('two-factor sign-in and passkeys through the gateway', () => {
  let system: TestSystem;
  let db: pg.Pool;

  beforeAll(async () => {
    system = await startTestSystem({ env: { REQUIRE_ADMIN_2FA: 'true', LOGIN_RATE_LIMIT: '50' } });
    db = observerPool(system.databaseUrl);
  });
  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  /** A parent who has turned two-factor on with the first code (step 0 is used up by that). */
  async function parentWithTwoFactor(): Promise<TwoFactorParent> {
    const parent = await newSignedInParent(system.url);
    const setup = await parent.browser.post('/api/2fa/setup', {});
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const enabled = await parent.browser.post('/api/2fa/enable', { code: await codeFor(setup.body.secret) });
    assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
    return { ...parent, secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  /** The password step in a fresh browser: the challenge to complete. */
  async function passwordStep(parent: SignedInParent, browser = new Browser(system.url)): Promise<{ browser: Browser; challengeId: string }> {
    const response = await browser.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(Object.keys(response.body).sort(), ['challengeId', 'twoFactorRequired']);
    assert.equal(response.body.twoFactorRequired, true);
    return { browser, challengeId: response.body.challengeId };
  }

  describe('turning TOTP on', () => {
    test('when a parent starts the setup, then they get the secret, its otpauth address and a QR code drawn as SVG, and the secret is stored sealed', async () => {
      const parent = await newSignedInParent(system.url);
      const response = await parent.browser.post('/api/2fa/setup', {});
      assert.equal(response.status, 200);
      const { otpauthUrl, secret, qrSvg } = response.body;
      assert.match(secret, /^[A-Z2-7]{16,}$/);
      assert.match(otpauthUrl, /^otpauth:\/\/totp\//);
      assert.ok(otpauthUrl.includes(`secret=${secret}`));
      assert.match(qrSvg, /^<svg[\s\S]*<\/svg>\s*$/);
      const stored = await db.query('SELECT sealed_secret, enabled_at FROM identity.two_factor_secrets WHERE user_id = $1', [parent.user.id]);
      assert.equal(stored.rows.length, 1);
      assert.ok(!String(stored.rows[0].sealed_secret).includes(secret), 'the secret is not stored in the clear');
      assert.equal(stored.rows[0].enabled_at, null, 'pending until the first code');
    });

    test('when the first code is wrong or malformed, then it answers 400 and two-factor stays off', async () => {
      const parent = await newSignedInParent(system.url);
      const { body } = await parent.browser.post('/api/2fa/setup', {});
      const wrong = await parent.browser.post('/api/2fa/enable', { code: await staleCode(body.secret) });
      assert.equal(wrong.status, 400);
      assert.match(wrong.body.error, /code is not right/);
      for (const code of ['12345', 'abcdef', 123456, undefined]) {
        const malformed = await parent.browser.post('/api/2fa/enable', { code });
        assert.equal(malformed.status, 400, String(code));
        assert.equal(malformed.body.error, 'Enter the 6-digit code from your authenticator app');
      }
      const status = await parent.browser.get('/api/2fa');
      assert.equal(status.body.enabled, false);
    });

    test('when the first code is right, then ten recovery codes are answered once and stored hashed', async () => {
      const parent = await parentWithTwoFactor();
      assert.equal(parent.recoveryCodes.length, 10);
      assert.equal(new Set(parent.recoveryCodes).size, 10);
      for (const code of parent.recoveryCodes) assert.match(code, /^[a-z2-7]{5}-[a-z2-7]{5}$/);
      const stored = await db.query('SELECT code_hash FROM identity.recovery_codes WHERE user_id = $1', [parent.user.id]);
      assert.equal(stored.rows.length, 10);
      const hashes = stored.rows.map((row) => String(row.code_hash));
      for (const code of parent.recoveryCodes) assert.ok(!hashes.some((hash) => hash.includes(code.replace('-', ''))));
      const status = await parent.browser.get('/api/2fa');
      assert.deepEqual(status.body, { enabled: true, recoveryCodesLeft: 10, passkeys: 0, requiredForAdmins: true, setupRequired: false });
      const again = await parent.browser.post('/api/2fa/setup', {});
      assert.equal(again.status, 409);
    });

    test('when nobody is signed in, then the setup paths answer 401', async () => {
      const anonymous = new Browser(system.url);
      for (const path of ['/api/2fa/setup', '/api/2fa/enable', '/api/2fa/disable']) {
        const response = await anonymous.post(path, { code: '123456', password: 'x' });
        assert.equal(response.status, 401, path);
      }
    });
  });

  describe('signing in with a second factor', () => {
    test('when the password is right, then there is no session until the code is sent, and the right code starts one', async () => {
      const parent = await parentWithTwoFactor();
      const browser = new Browser(system.url);
      const login = await browser.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(login.status, 200);
      assert.equal(login.body.twoFactorRequired, true);
      assert.equal(sessionCookieLine(login), undefined, 'no session cookie before the second factor');
      assert.equal((await browser.get('/api/user')).status, 401);

      const completed = await browser.post('/api/login/2fa', { challengeId: login.body.challengeId, code: await codeFor(parent.secret, 1) });
      assert.equal(completed.status, 200, JSON.stringify(completed.body));
      assert.deepEqual(Object.keys(completed.body).sort(), USER_KEYS);
      assert.ok(sessionCookieLine(completed));
      assert.equal((await browser.get('/api/user')).body.username, parent.fields.username);
    });

    test('when a code that was already accepted is sent again, then it is refused within its window', async () => {
      const parent = await parentWithTwoFactor();
      const first = await passwordStep(parent);
      const code = await codeFor(parent.secret, 1);
      assert.equal((await first.browser.post('/api/login/2fa', { challengeId: first.challengeId, code })).status, 200);
      const second = await passwordStep(parent);
      const replayed = await second.browser.post('/api/login/2fa', { challengeId: second.challengeId, code });
      assert.equal(replayed.status, 401);
      assert.equal(replayed.body.error, WRONG_CODE);
      assert.equal(sessionCookieLine(replayed), undefined);
      // The code the enabling used is refused too.
      const enabling = await second.browser.post('/api/login/2fa', { challengeId: second.challengeId, code: await codeFor(parent.secret) });
      assert.equal(enabling.status, 401);
    });

    test('when a recovery code is used, then it signs in once and is refused the second time', async () => {
      const parent = await parentWithTwoFactor();
      const [recoveryCode] = parent.recoveryCodes;
      const first = await passwordStep(parent);
      const accepted = await first.browser.post('/api/login/2fa', { challengeId: first.challengeId, recoveryCode: recoveryCode!.toUpperCase() });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      assert.equal((await first.browser.get('/api/2fa')).body.recoveryCodesLeft, 9);
      const second = await passwordStep(parent);
      const reused = await second.browser.post('/api/login/2fa', { challengeId: second.challengeId, recoveryCode });
      assert.equal(reused.status, 401);
      assert.equal(reused.body.error, WRONG_CODE);
    });

    test('when five wrong codes are sent, then the challenge is closed and the second step stays locked for 15 minutes', async () => {
      const parent = await parentWithTwoFactor();
      const { browser, challengeId } = await passwordStep(parent);
      const wrong = await staleCode(parent.secret);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await browser.post('/api/login/2fa', { challengeId, code: wrong });
        assert.equal(response.status, 401, `attempt ${attempt}`);
      }
      const fifth = await browser.post('/api/login/2fa', { challengeId, code: wrong });
      assert.equal(fifth.status, 429);
      assert.equal(fifth.body.error, LOCKED);
      const sameChallenge = await browser.post('/api/login/2fa', { challengeId, code: await codeFor(parent.secret, 1) });
      assert.equal(sameChallenge.status, 401);
      assert.equal(sameChallenge.body.error, CHALLENGE_GONE);

      const fresh = await passwordStep(parent);
      const stillLocked = await fresh.browser.post('/api/login/2fa', { challengeId: fresh.challengeId, code: await codeFor(parent.secret, 1) });
      assert.equal(stillLocked.status, 429, 'the right code is refused while the lock lasts');
      assert.equal(sessionCookieLine(stillLocked), undefined);

      // Fifteen minutes later (the lock's end moved into the past, as the clock would).
      await db.query("UPDATE identity.two_factor_secrets SET locked_until = now() - interval '1 second' WHERE user_id = $1", [parent.user.id]);
      const later = await passwordStep(parent);
      const unlocked = await later.browser.post('/api/login/2fa', { challengeId: later.challengeId, code: await codeFor(parent.secret, 1) });
      assert.equal(unlocked.status, 200, JSON.stringify(unlocked.body));
    });

    test('when the challenge is older than 5 minutes, then it is refused as expired', async () => {
      const parent = await parentWithTwoFactor();
      const { browser, challengeId } = await passwordStep(parent);
      await db.query("UPDATE identity.two_factor_challenges SET expires_at = now() - interval '1 second' WHERE id = $1", [challengeId]);
      const response = await browser.post('/api/login/2fa', { challengeId, code: await codeFor(parent.secret, 1) });
      assert.equal(response.status, 401);
      assert.equal(response.body.error, CHALLENGE_GONE);
      assert.equal(sessionCookieLine(response), undefined);
    });

    test('when one address sends more refused second steps and passkey answers than LOGIN_RATE_LIMIT allows, then it gets 429 even with the right code, while another address signs in', async () => {
      const parent = await parentWithTwoFactor();
      const { browser: attacker, challengeId } = await passwordStep(parent);
      const assertion = {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: Buffer.from('{"type":"webauthn.get"}').toString('base64url'), authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      };
      // The system allows 50 (LOGIN_RATE_LIMIT): half guessed challenges, half passkey answers to ceremonies that are not there.
      for (let attempt = 0; attempt < 25; attempt += 1) {
        assert.equal((await attacker.post('/api/login/2fa', { challengeId: randomUUID(), code: '123456' })).status, 401);
        assert.equal((await attacker.post('/api/passkeys/authentication/verify', { ceremonyId: randomUUID(), response: assertion })).status, 400);
      }
      const code = await codeFor(parent.secret, 1);
      const limited = await attacker.post('/api/login/2fa', { challengeId, code });
      assert.equal(limited.status, 429, JSON.stringify(limited.body));
      assert.match(limited.body.error, /Too many attempts/);
      assert.equal(sessionCookieLine(limited), undefined);
      assert.equal((await attacker.post('/api/passkeys/authentication/verify', { ceremonyId: randomUUID(), response: assertion })).status, 429);

      const elsewhere = await passwordStep(parent);
      assert.equal((await elsewhere.browser.post('/api/login/2fa', { challengeId: elsewhere.challengeId, code })).status, 200);
    });

    test('when the second step is malformed, then it answers 400 or 401 with a clear message and no session', async () => {
      const parent = await parentWithTwoFactor();
      const { browser, challengeId } = await passwordStep(parent);
      const code = await codeFor(parent.secret, 1);
      const cases: Array<[unknown, number, RegExp]> = [
        [{ code }, 400, /challengeId is required/],
        [{ challengeId: 'not-a-uuid', code }, 400, /expired sign-in challenge/],
        [{ challengeId }, 400, /either the code .* or a recovery code/],
        [{ challengeId, code, recoveryCode: parent.recoveryCodes[0] }, 400, /either the code/],
        [{ challengeId, code: '12ab56' }, 400, /6-digit code/],
        [{ challengeId, recoveryCode: 'nope' }, 400, /recovery code/],
        [{ challengeId: '00000000-0000-4000-8000-000000000000', code }, 401, /expired/],
        ['[]', 400, /./],
      ];
      for (const [body, status, message] of cases) {
        const response = await browser.post('/api/login/2fa', body);
        assert.equal(response.status, status, JSON.stringify(body));
        assert.match(response.body.error, message, JSON.stringify(body));
        assert.equal(sessionCookieLine(response), undefined);
      }
      // None of these counted as a wrong code: the challenge still completes.
      assert.equal((await browser.post('/api/login/2fa', { challengeId, code })).status, 200);
    });

    test('when the client speaks GraphQL, then signIn answers the challenge and completeTwoFactorSignIn the user', async () => {
      const parent = await parentWithTwoFactor();
      const browser = new Browser(system.url);
      const signIn = await browser.post('/graphql', {
        query: 'mutation ($input: LoginInput!) { signIn(input: $input) { user { id } twoFactorRequired challengeId } }',
        variables: { input: { username: parent.fields.username, password: parent.fields.password } },
      });
      assert.equal(signIn.body.data.signIn.user, null);
      assert.equal(signIn.body.data.signIn.twoFactorRequired, true);
      assert.equal(sessionCookieLine(signIn), undefined);
      const complete = await browser.post('/graphql', {
        query: 'mutation ($input: TwoFactorSignInInput!) { completeTwoFactorSignIn(input: $input) { id username } }',
        variables: { input: { challengeId: signIn.body.data.signIn.challengeId, code: await codeFor(parent.secret, 1) } },
      });
      assert.equal(complete.body.data.completeTwoFactorSignIn.username, parent.fields.username);
      assert.ok(sessionCookieLine(complete));
      const oldLogin = await new Browser(system.url).post('/graphql', {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
        variables: { input: { username: parent.fields.username, password: parent.fields.password } },
      });
      assert.equal(oldLogin.body.errors[0].extensions.code, 'UNAUTHENTICATED', 'login (which answers a User) never signs such an account in');
      assert.equal(sessionCookieLine(oldLogin), undefined);
    });
  });

  describe('turning TOTP off', () => {
    test('when the password or the code is wrong or missing, then it stays on; with both right, the next sign-in needs no code', async () => {
      const parent = await parentWithTwoFactor();
      const code = await codeFor(parent.secret, 1);
      const noCode = await parent.browser.post('/api/2fa/disable', { password: parent.fields.password });
      assert.equal(noCode.status, 400);
      const wrongPassword = await parent.browser.post('/api/2fa/disable', { password: 'not-it', code });
      assert.equal(wrongPassword.status, 401);
      assert.equal(wrongPassword.body.error, 'Wrong password');
      const wrongCode = await parent.browser.post('/api/2fa/disable', { password: parent.fields.password, code: await staleCode(parent.secret) });
      assert.equal(wrongCode.status, 401);
      assert.equal((await parent.browser.get('/api/2fa')).body.enabled, true);

      const off = await parent.browser.post('/api/2fa/disable', { password: parent.fields.password, recoveryCode: parent.recoveryCodes[3] });
      assert.equal(off.status, 200, JSON.stringify(off.body));
      assert.equal((await parent.browser.get('/api/2fa')).body.enabled, false);
      const login = await new Browser(system.url).post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(login.status, 200);
      assert.equal(login.body.username, parent.fields.username);
      assert.ok(sessionCookieLine(login));
      const rows = await db.query('SELECT count(*)::int AS n FROM identity.recovery_codes WHERE user_id = $1', [parent.user.id]);
      assert.equal(rows.rows[0].n, 0);
    });
  });

  describe("closing one's own account with two-factor on", () => {
    test('when the password is right but the code is missing or wrong, then nothing is removed; with a recovery code the account goes', async () => {
      const parent = await parentWithTwoFactor();
      const missing = await parent.browser.post('/api/my-account/delete', { password: parent.fields.password });
      assert.equal(missing.status, 400);
      assert.match(missing.body.error, /code from your authenticator app or a recovery code/);
      const wrong = await parent.browser.post('/api/my-account/delete', { password: parent.fields.password, code: await staleCode(parent.secret) });
      assert.equal(wrong.status, 401);
      assert.equal(wrong.body.error, WRONG_CODE);
      assert.equal((await db.query('SELECT 1 FROM identity.users WHERE id = $1', [parent.user.id])).rowCount, 1, 'the account is still there');
      const failures = await db.query(`SELECT 1 FROM identity.audit_log WHERE action = 'user.two_factor_failed' AND target_id = $1`, [String(parent.user.id)]);
      assert.equal(failures.rowCount, 1, 'the wrong code is in the audit trail');

      const closed = await parent.browser.post('/api/my-account/delete', { password: parent.fields.password, code: parent.recoveryCodes[0] });
      assert.equal(closed.status, 204, JSON.stringify(closed.body));
      assert.equal((await db.query('SELECT 1 FROM identity.users WHERE id = $1', [parent.user.id])).rowCount, 0);
    });
  });

  describe('administrators under REQUIRE_ADMIN_2FA=true', () => {
    let admin: Browser;
    let adminSecret: string;

    beforeAll(async () => {
      admin = new Browser(system.url);
      const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      assert.equal(login.status, 200);
    });

    test('when an administrator has no second factor, then every admin operation of every service answers 403 TWO_FACTOR_REQUIRED until they turn it on', async () => {
      for (const path of ['/api/admin/users', '/api/weekly-menu/all', '/api/admin/stats', '/api/admin/orders']) {
        const refused = await admin.get(path);
        assert.equal(refused.status, 403, path);
        assert.equal(refused.body.code, 'TWO_FACTOR_REQUIRED', path);
        assert.match(refused.body.error, /two-factor/i);
      }
      // The gateway's own admin path, the kitchen's live board, refuses the same way.
      const live = await admin.get('/api/admin/live');
      assert.equal(live.status, 403);
      assert.equal(live.body.code, 'TWO_FACTOR_REQUIRED');
      const status = await admin.get('/api/2fa');
      assert.equal(status.body.setupRequired, true);
      const graph = await admin.post('/graphql', { query: '{ adminUsers { id } }' });
      assert.equal(graph.body.errors[0].extensions.code, 'TWO_FACTOR_REQUIRED');

      const setup = await admin.post('/api/2fa/setup', {});
      adminSecret = setup.body.secret;
      const enabled = await admin.post('/api/2fa/enable', { code: await codeFor(adminSecret) });
      assert.equal(enabled.status, 200);
      const allowed = await admin.get('/api/admin/users');
      assert.equal(allowed.status, 200, 'the same session may act at once');
      assert.equal((await admin.get('/api/weekly-menu/all')).status, 200);
      assert.equal((await admin.get('/api/2fa')).body.setupRequired, false);
    });

    test("when an administrator resets a parent's two-factor, then the parent signs in with the password alone; nobody resets their own this way", async () => {
      assert.ok(adminSecret, 'runs after the administrator turned two-factor on');
      const parent = await parentWithTwoFactor();
      const byParent = await parent.browser.post(`/api/admin/users/${parent.user.id}/2fa/reset`, {});
      assert.equal(byParent.status, 403);

      const reset = await admin.post(`/api/admin/users/${parent.user.id}/2fa/reset`, {});
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      const login = await new Browser(system.url).post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(login.body.username, parent.fields.username);

      const me = (await admin.get('/api/user')).body;
      const audited = await db.query(
        `SELECT actor_id, actor_name, target_type, ip FROM identity.audit_log WHERE action = 'user.two_factor_reset' AND target_id = $1`,
        [String(parent.user.id)],
      );
      assert.deepEqual(
        audited.rows,
        [{ actor_id: me.id, actor_name: TEST_ADMIN.username, target_type: 'user', ip: admin.address }],
        'the reset is audited: who, on whom, from where',
      );
      const own = await admin.post(`/api/admin/users/${me.id}/2fa/reset`, {});
      assert.equal(own.status, 403);
      assert.match(own.body.error, /your own/);
      assert.equal((await admin.post('/api/admin/users/999999/2fa/reset', {})).status, 404);
      assert.equal((await admin.post('/api/admin/users/abc/2fa/reset', {})).status, 400);
    });

    test('when an administrator with two-factor signs in again, then the session made with the code may act as an administrator', async () => {
      assert.ok(adminSecret);
      const browser = new Browser(system.url);
      const login = await browser.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      assert.equal(login.body.twoFactorRequired, true);
      const completed = await browser.post('/api/login/2fa', { challengeId: login.body.challengeId, code: await codeFor(adminSecret, 1) });
      assert.equal(completed.status, 200);
      assert.equal((await browser.get('/api/admin/users')).status, 200);
    });
  });

  describe('passkeys', () => {
    test('when a parent asks to add a passkey, then the options ask for a discoverable credential with user verification, bound to this site', async () => {
      const parent = await newSignedInParent(system.url);
      const response = await parent.browser.post('/api/passkeys/registration/options', {});
      assert.equal(response.status, 200);
      const { ceremonyId, options } = response.body;
      assert.match(ceremonyId, /^[0-9a-f-]{36}$/);
      assert.equal(options.rp.id, 'localhost');
      assert.equal(options.authenticatorSelection.residentKey, 'required');
      assert.equal(options.authenticatorSelection.userVerification, 'required');
      assert.equal(options.user.name, parent.fields.username);
      assert.ok(options.challenge.length >= 16);
      assert.deepEqual((await parent.browser.get('/api/passkeys')).body, []);
    });

    test('when the browser response is malformed, forged or its ceremony unknown or used, then it answers 4xx and no passkey or session', async () => {
      const parent = await newSignedInParent(system.url);
      const { body } = await parent.browser.post('/api/passkeys/registration/options', {});
      const forged = {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: Buffer.from('{"type":"webauthn.create"}').toString('base64url'), attestationObject: 'AAAA' },
        clientExtensionResults: {},
      };
      const cases: Array<[unknown, RegExp]> = [
        [{ ceremonyId: body.ceremonyId, response: 'not an object' }, /response/],
        [{ ceremonyId: body.ceremonyId }, /response is required/],
        [{ response: forged }, /ceremonyId is required/],
        [{ ceremonyId: body.ceremonyId, response: { id: 'x' } }, /Invalid passkey response/],
        [{ ceremonyId: body.ceremonyId, response: forged }, /could not be verified/],
        [{ ceremonyId: body.ceremonyId, response: forged }, /expired/],
      ];
      for (const [request, message] of cases) {
        const response = await parent.browser.post('/api/passkeys/registration/verify', request);
        assert.ok(response.status >= 400 && response.status < 500, `${JSON.stringify(request)} → ${response.status}`);
        assert.match(response.body.error, message, JSON.stringify(request));
      }
      assert.deepEqual((await parent.browser.get('/api/passkeys')).body, []);

      const anonymous = new Browser(system.url);
      const signInOptions = await anonymous.post('/api/passkeys/authentication/options', {});
      assert.equal(signInOptions.status, 200);
      assert.equal(signInOptions.body.options.userVerification, 'required');
      assert.deepEqual(signInOptions.body.options.allowCredentials ?? [], []);
      const assertion = { ...forged, response: { clientDataJSON: forged.response.clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' } };
      const refused = await anonymous.post('/api/passkeys/authentication/verify', { ceremonyId: signInOptions.body.ceremonyId, response: assertion });
      assert.equal(refused.status, 401);
      assert.equal(sessionCookieLine(refused), undefined);
      const unknown = await anonymous.post('/api/passkeys/authentication/verify', { ceremonyId: signInOptions.body.ceremonyId, response: assertion });
      assert.equal(unknown.status, 400, 'the ceremony was used up');
    });

    test('when a passkey path is called without a session or for a passkey that is not the caller’s, then it answers 401 or 404', async () => {
      const anonymous = new Browser(system.url);
      assert.equal((await anonymous.get('/api/passkeys')).status, 401);
      assert.equal((await anonymous.post('/api/passkeys/registration/options', {})).status, 401);
      const parent = await newSignedInParent(system.url);
      const missing = await parent.browser.delete('/api/passkeys/987654');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error, 'Passkey not found');
    });
  });
});
