import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { ApiClient } from '../../infra/test/http-client.ts';
import { startTestSystem, TEST_CAPTCHA, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, cookieAttributes, newParentFields, newSignedInParent, registerWith, sessionCookieLine, USER_KEYS, type SignedInParent } from './parents.ts';

const CAPTCHA_MISMATCH = 'Verification Failed: Please enter the correct CAPTCHA text.';
const BAD_CREDENTIALS = 'Invalid username or password';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const INVALID_TOKEN = 'Invalid or expired reset token';
/** Generous: the e-mail leaves through the outbox, the bus and the notification service, on a busy CI machine too. */
const MAIL_WAIT_MS = 15_000;

describe('signing up, in and out, and resetting the password over REST', () => {
  let system: TestSystem;
  const browser = () => new Browser(system.url);

  beforeAll(async () => {
    // Low limits so that the rate limits can be reached in a few requests.
    system = await startTestSystem({ env: { LOGIN_RATE_LIMIT: '3', REGISTER_RATE_LIMIT: '4' } });
  });
  afterAll(async () => {
    await system?.stop();
  });

  describe('GET /api/user', () => {
    test('when nobody is signed in, then it answers 401 with an error body', async () => {
      const response = await browser().get('/api/user');
      assert.equal(response.status, 401);
      assert.equal(typeof response.body.error, 'string');
      assert.ok(response.body.error.length > 0);
    });

    test('when the session cookie is forged, then it answers 401 as for nobody', async () => {
      const forged = browser();
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url');
      const claims = Buffer.from(JSON.stringify({ sid: '00000000-0000-0000-0000-000000000000', sub: '1', aud: 'lunchbox-session' })).toString('base64url');
      for (const cookie of [`lunchbox_session=${header}.${claims}.c2lnbmF0dXJl`, 'lunchbox_session=garbage', 'lunchbox_session=']) {
        const response = await forged.request('GET', '/api/user', undefined, { cookie });
        assert.equal(response.status, 401, cookie);
        assert.equal(typeof response.body.error, 'string');
      }
    });

    test('when a parent is signed in, then it answers the user without password hash, sessions or tokens', async () => {
      const { browser: parentBrowser, fields } = await newSignedInParent(system.url);
      const response = await parentBrowser.get('/api/user');
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body).sort(), USER_KEYS);
      assert.equal(response.body.username, fields.username);
      assert.equal(response.body.email, fields.email);
      assert.equal(response.body.isAdmin, false);
      assert.doesNotMatch(JSON.stringify(response.body), /password|hash|token|session/i);
      assert.match(response.headers.get('cache-control') ?? '', /no-store/);
    });
  });

  describe('GET /api/captcha', () => {
    test('when the register form asks for a captcha, then it gets an id and an SVG data URL that does not spell the answer', async () => {
      const response = await browser().get('/api/captcha');
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body).sort(), ['captchaId', 'image']);
      assert.match(response.body.captchaId, /^[0-9a-f-]{36}$/);
      const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(response.body.image);
      assert.ok(match, 'image is an SVG data URL');
      const svg = Buffer.from(match[1]!, 'base64').toString('utf8');
      assert.match(svg, /^<svg[\s\S]*<\/svg>$/);
      assert.ok(!svg.includes(TEST_CAPTCHA), 'the answer is not in the SVG as text');
      assert.doesNotMatch(svg, /<text/);
      assert.match(response.headers.get('cache-control') ?? '', /no-store/);
    });

    test('when two captchas are asked for, then each has its own id', async () => {
      const client = browser();
      const [first, second] = [await client.get('/api/captcha'), await client.get('/api/captcha')];
      assert.notEqual(first.body.captchaId, second.body.captchaId);
    });
  });

  describe('POST /api/register', () => {
    test('when a parent registers with the right captcha, then the account is created (201) and they are signed in', async () => {
      const client = browser();
      const fields = newParentFields({ fullName: 'Rita Register', phone: '555-000-1111' });
      const response = await registerWith(client, { ...fields });
      assert.equal(response.status, 201);
      assert.deepEqual(Object.keys(response.body).sort(), USER_KEYS);
      assert.deepEqual(
        {
          username: response.body.username,
          email: response.body.email,
          fullName: response.body.fullName,
          phone: response.body.phone,
          isAdmin: response.body.isAdmin,
        },
        { username: fields.username, email: fields.email, fullName: 'Rita Register', phone: '555-000-1111', isAdmin: false },
      );
      assert.ok(Number.isInteger(response.body.id));
      assert.ok(!Number.isNaN(Date.parse(response.body.createdAt)));

      const cookie = sessionCookieLine(response);
      assert.ok(cookie, 'registration sets the session cookie');
      const attributes = cookieAttributes(cookie);
      assert.ok(attributes.has('httponly'));
      assert.equal(attributes.get('samesite')?.toLowerCase(), 'lax');
      assert.ok(!attributes.has('max-age') && !attributes.has('expires'), 'a browser-session cookie');

      const me = await client.get('/api/user');
      assert.equal(me.status, 200);
      assert.deepEqual(me.body, response.body);
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['a username of 2 characters', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['an e-mail address without @', { email: 'not-an-email' }, 'Please enter a valid email'],
      ['a password of 5 characters', { password: '12345' }, 'Password must be at least 6 characters'],
      ['an empty full name', { fullName: '' }, 'Full name is required'],
      ['an empty phone number', { phone: '' }, 'Phone number is required'],
      ['an empty captcha answer', { captchaAnswer: '' }, 'Please enter the 6-character CAPTCHA text'],
      ['a captcha answer of 5 characters', { captchaAnswer: 'Ab3dE' }, 'CAPTCHA text must be exactly 6 characters'],
      ['a captcha answer of 7 characters', { captchaAnswer: 'Ab3dE5x' }, 'CAPTCHA text must be exactly 6 characters'],
    ];
    for (const [what, override, message] of invalid) {
      test(`when the form has ${what}, then it is refused with '${message}' and nobody is created`, async () => {
        const client = browser();
        const fields = { ...newParentFields(), ...override };
        const captcha = await client.get('/api/captcha');
        const response = await client.post('/api/register', { captchaAnswer: TEST_CAPTCHA, captchaId: captcha.body.captchaId, ...fields });
        assert.equal(response.status, 400);
        assert.equal(response.body.error, message);
        assert.equal(sessionCookieLine(response), undefined);
        assert.equal((await client.get('/api/user')).status, 401);
        if (typeof fields.username === 'string' && fields.username.length >= 3 && typeof fields.password === 'string' && fields.password.length >= 6) {
          const login = await client.post('/api/login', { username: fields.username, password: fields.password });
          assert.equal(login.status, 401, 'the refused registration wrote no account');
        }
      });
    }

    test('when the captcha answer is wrong, then it answers 400 with the verification message and nobody is signed in', async () => {
      const client = browser();
      const captcha = await client.get('/api/captcha');
      const wrong = await client.post('/api/register', { ...newParentFields(), captchaId: captcha.body.captchaId, captchaAnswer: 'Zz9Zz9' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.error, CAPTCHA_MISMATCH);
      assert.equal((await client.get('/api/user')).status, 401);
    });

    test('when the username is taken (in any case), then it is refused with 409 and the second account does not exist', async () => {
      const { fields: first } = await newSignedInParent(system.url);
      const client = browser();
      const second = newParentFields({ username: first.username.toUpperCase(), password: 'other-pass' });
      const response = await registerWith(client, { ...second });
      assert.equal(response.status, 409);
      assert.equal(response.body.error, 'Username already exists');
      assert.equal(sessionCookieLine(response), undefined);
      assert.equal((await client.get('/api/user')).status, 401);
      assert.equal((await client.post('/api/login', { username: second.email, password: 'other-pass' })).status, 401);
      assert.equal((await client.post('/api/login', { username: first.username, password: first.password })).status, 200, 'the first account is untouched');
    });

    test('when the e-mail address is taken (in any case), then it is refused with 409 and nothing is written', async () => {
      const { fields: first } = await newSignedInParent(system.url);
      const client = browser();
      const second = newParentFields({ email: first.email.toUpperCase(), password: 'other-pass' });
      const response = await registerWith(client, { ...second });
      assert.equal(response.status, 409);
      assert.equal(response.body.error, 'Email already exists');
      assert.equal((await client.post('/api/login', { username: second.username, password: 'other-pass' })).status, 401);
    });

    test('when one address registers more often than allowed, then it is refused with 429 while other addresses still can', async () => {
      const client = browser();
      for (let i = 0; i < 4; i += 1) assert.equal((await registerWith(client, { ...newParentFields() })).status, 201);
      const refused = await registerWith(client, { ...newParentFields() });
      assert.equal(refused.status, 429);
      assert.match(refused.body.error, /^Too many attempts\. Please try again in \d+ minutes?\.$/);
      assert.equal((await registerWith(browser(), { ...newParentFields() })).status, 201);
    });
  });

  describe('POST /api/login', () => {
    // One account is enough for the sign-in cases: each signs in from a browser of its own.
    let known: SignedInParent;
    beforeAll(async () => {
      known = await newSignedInParent(system.url);
    });

    test('when a parent signs in with the username, then they get the user and a browser-session cookie (HttpOnly, SameSite=Lax)', async () => {
      const { fields, user } = known;
      const client = browser();
      const response = await client.post('/api/login', { username: fields.username, password: fields.password });
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, user);
      const cookie = sessionCookieLine(response);
      assert.ok(cookie);
      const attributes = cookieAttributes(cookie);
      assert.ok(attributes.has('httponly'));
      assert.equal(attributes.get('samesite')?.toLowerCase(), 'lax');
      assert.equal(attributes.get('path'), '/');
      assert.ok(!attributes.has('max-age'), 'no Max-Age without remember-me');
      assert.ok(!attributes.has('expires'), 'no Expires without remember-me');
      assert.equal(response.headers.get('x-lunchbox-session'), null, 'the session hand-off header never reaches the browser');
      assert.deepEqual((await client.get('/api/user')).body, user);
    });

    test('when a parent signs in with the e-mail address in another case, then they are signed in', async () => {
      const { fields, user } = known;
      const client = browser();
      const response = await client.post('/api/login', { username: fields.email.toUpperCase(), password: fields.password });
      assert.equal(response.status, 200);
      assert.equal(response.body.id, user.id);
      assert.equal((await client.get('/api/user')).body.id, user.id);
    });

    test('when "remember me" is ticked, then the cookie is persistent for about 30 days', async () => {
      const { fields } = known;
      const client = browser();
      const response = await client.post('/api/login', { username: fields.username, password: fields.password, rememberMe: true });
      assert.equal(response.status, 200);
      const attributes = cookieAttributes(sessionCookieLine(response)!);
      assert.ok(attributes.has('httponly'));
      assert.equal(attributes.get('samesite')?.toLowerCase(), 'lax');
      const maxAge = Number(attributes.get('max-age'));
      assert.ok(Math.abs(maxAge - THIRTY_DAYS_S) <= 60, `Max-Age ${maxAge} is about 30 days`);
      const expires = Date.parse(attributes.get('expires') ?? '');
      assert.ok(Math.abs(expires - (Date.now() + THIRTY_DAYS_S * 1000)) < 24 * 60 * 60 * 1000, 'Expires is about 30 days ahead');
      assert.equal((await client.get('/api/user')).status, 200);
    });

    test("when the password is wrong or the user unknown, then it answers 401 'Invalid username or password' and sets no cookie", async () => {
      const { fields } = known;
      for (const attempt of [
        { username: fields.username, password: 'wrong-password' },
        { username: 'nobody-here', password: 'wrong-password' },
      ]) {
        const client = browser();
        const response = await client.post('/api/login', attempt);
        assert.equal(response.status, 401);
        assert.equal(response.body.error, BAD_CREDENTIALS);
        assert.equal(sessionCookieLine(response), undefined);
        assert.equal((await client.get('/api/user')).status, 401);
      }
    });

    test('when the login form breaks its rules, then it answers 400 with the form message', async () => {
      const client = browser();
      const short = await client.post('/api/login', { username: 'ab', password: 'secret-pass' });
      assert.equal(short.status, 400);
      assert.equal(short.body.error, 'Username must be at least 3 characters');
      const weak = await client.post('/api/login', { username: 'someone', password: '12345' });
      assert.equal(weak.status, 400);
      assert.equal(weak.body.error, 'Password must be at least 6 characters');
    });

    test('when a parent registers, then they are not an administrator, whatever the form says', async () => {
      const client = browser();
      const response = await registerWith(client, { ...newParentFields(), isAdmin: true });
      assert.equal(response.status, 201);
      assert.equal(response.body.isAdmin, false);
    });

    test('when failed sign-ins reach the limit, then even the right password is refused with 429 from that address, but not from another', async () => {
      const { fields } = known;
      const attacker = browser();
      for (let i = 0; i < 3; i += 1) {
        const failed = await attacker.post('/api/login', { username: fields.username, password: `wrong-${i}-pass` });
        assert.equal(failed.status, 401);
      }
      const blocked = await attacker.post('/api/login', { username: fields.username, password: fields.password });
      assert.equal(blocked.status, 429);
      assert.match(blocked.body.error, /^Too many attempts\. Please try again in \d+ minutes?\.$/);
      assert.equal(sessionCookieLine(blocked), undefined);

      const owner = browser();
      assert.equal((await owner.post('/api/login', { username: fields.username, password: fields.password })).status, 200);
    });
  });

  describe('POST /api/logout', () => {
    test('when a parent signs out, then the cookie is cleared and a copy of it taken before no longer works', async () => {
      const { browser: parentBrowser, user } = await newSignedInParent(system.url);
      const thief = new ApiClient(system.url);
      parentBrowser.cloneCookiesTo(thief);
      assert.equal((await thief.get('/api/user')).body.id, user.id, 'the copy works while the session lives');

      const response = await parentBrowser.post('/api/logout');
      assert.equal(response.status, 200);
      const cleared = sessionCookieLine(response);
      assert.ok(cleared, 'the cookie is cleared');
      assert.match(cleared, /expires=thu, 01 jan 1970/i);

      assert.equal((await parentBrowser.get('/api/user')).status, 401);
      assert.equal((await thief.get('/api/user')).status, 401);
      assert.equal((await thief.get('/api/user/children')).status, 401);
      assert.equal((await thief.patch(`/api/user/${user.id}`, { fullName: 'Stolen Name' })).status, 401);
    });

    test('when a parent signs out in one browser, then their session in another browser goes on', async () => {
      const { browser: first, fields } = await newSignedInParent(system.url);
      const second = browser();
      assert.equal((await second.post('/api/login', { username: fields.username, password: fields.password })).status, 200);
      assert.equal((await first.post('/api/logout')).status, 200);
      assert.equal((await first.get('/api/user')).status, 401);
      assert.equal((await second.get('/api/user')).status, 200);
    });

    test('when nobody is signed in, then signing out still answers 200', async () => {
      const response = await browser().post('/api/logout');
      assert.equal(response.status, 200);
    });

    test('when a parent signs in again after signing out, then the new session works', async () => {
      const { browser: client, fields } = await newSignedInParent(system.url);
      await client.post('/api/logout');
      assert.equal((await client.post('/api/login', { username: fields.username, password: fields.password })).status, 200);
      assert.equal((await client.get('/api/user')).status, 200);
    });
  });

  describe('forgot and reset the password', () => {
    /** Asks for a reset as the forgot-password form does and returns the token of the e-mailed link. */
    async function resetTokenFor(parent: SignedInParent): Promise<{ token: string; link: string }> {
      const response = await new Browser(system.url).post('/api/forgot-password', { email: parent.fields.email });
      assert.equal(response.status, 200);
      await system.flushOutboxes();
      const mail = await system.mail.waitFor(
        (message) => message.to.includes(parent.fields.email) && /reset/i.test(message.subject) && !usedLinks.has(linkIn(message.text) ?? ''),
        MAIL_WAIT_MS,
      );
      const link = linkIn(mail.text);
      assert.ok(link, `the e-mail has a reset link: ${mail.text}`);
      usedLinks.add(link);
      return { link, token: new URL(link).searchParams.get('token')! };
    }
    const usedLinks = new Set<string>();
    const linkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(text)?.[0];

    test('when a known and an unknown address ask for a reset, then both get the same answer and only the known one gets an e-mail with a /reset-password?token= link', async () => {
      const parent = await newSignedInParent(system.url);
      const unknownAddress = 'nobody-at-all@example.test';
      const browser = new Browser(system.url);

      const unknown = await browser.post('/api/forgot-password', { email: unknownAddress });
      const known = await browser.post('/api/forgot-password', { email: parent.fields.email.toUpperCase() });
      assert.equal(unknown.status, 200);
      assert.equal(known.status, unknown.status);
      assert.deepEqual(known.body, unknown.body);

      await system.flushOutboxes();
      const mail = await system.mail.waitFor((message) => message.to.includes(parent.fields.email) && /reset/i.test(message.subject), MAIL_WAIT_MS);
      const link = linkIn(mail.text);
      assert.ok(link, 'the e-mail carries the reset link');
      usedLinks.add(link);
      assert.ok(link.startsWith(`${system.url}/reset-password?token=`), link);
      assert.ok(new URL(link).searchParams.get('token')!.length >= 32, 'the token is long and random');
      assert.ok(mail.html.includes('/reset-password?token='), 'the HTML part has the link too');
      assert.equal(system.mail.messages.filter((message) => message.to.includes(unknownAddress)).length, 0, 'the unknown address gets nothing');
    });

    test('when the e-mailed token is used with matching passwords, then the new password signs in, the old one no longer does, and old sessions end', async () => {
      const parent = await newSignedInParent(system.url);
      const rememberedBrowser = new Browser(system.url);
      assert.equal(
        (await rememberedBrowser.post('/api/login', { username: parent.fields.username, password: parent.fields.password, rememberMe: true })).status,
        200,
      );
      const { token } = await resetTokenFor(parent);

      const resetting = new Browser(system.url);
      const response = await resetting.post('/api/reset-password', { password: 'brand-new-pass', confirmPassword: 'brand-new-pass', token });
      assert.equal(response.status, 200);
      assert.equal(typeof response.body.message, 'string');
      assert.equal(sessionCookieLine(response), undefined, 'a reset does not sign anyone in');

      assert.equal((await parent.browser.get('/api/user')).status, 401, 'the session from before the reset ended');
      assert.equal((await rememberedBrowser.get('/api/user')).status, 401, 'the remembered session ended too');

      const old = await resetting.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(old.status, 401);
      assert.equal(old.body.error, 'Invalid username or password');
      const fresh = await resetting.post('/api/login', { username: parent.fields.email, password: 'brand-new-pass' });
      assert.equal(fresh.status, 200);
      assert.equal(fresh.body.id, parent.user.id);
    });

    test('when the token is used a second time, then it is refused and the password stays as the first use set it', async () => {
      const parent = await newSignedInParent(system.url);
      const { token } = await resetTokenFor(parent);
      const browser = new Browser(system.url);
      assert.equal((await browser.post('/api/reset-password', { password: 'first-new-pass', confirmPassword: 'first-new-pass', token })).status, 200);

      const again = await browser.post('/api/reset-password', { password: 'second-new-pass', confirmPassword: 'second-new-pass', token });
      assert.equal(again.status, 400);
      assert.equal(again.body.error, INVALID_TOKEN);
      assert.equal((await browser.post('/api/login', { username: parent.fields.username, password: 'second-new-pass' })).status, 401);
      assert.equal((await browser.post('/api/login', { username: parent.fields.username, password: 'first-new-pass' })).status, 200);
    });

    test('when a parent asks for a reset twice, then the link of the first e-mail is refused and the link of the second sets the password', async () => {
      const parent = await newSignedInParent(system.url);
      const first = await resetTokenFor(parent);
      const second = await resetTokenFor(parent);
      const browser = new Browser(system.url);

      const stale = await browser.post('/api/reset-password', { password: 'stale-link-pass', confirmPassword: 'stale-link-pass', token: first.token });
      assert.equal(stale.status, 400);
      assert.equal(stale.body.error, INVALID_TOKEN);
      assert.equal((await parent.browser.get('/api/user')).status, 200, 'nothing changed: the session lives on');

      const fresh = await browser.post('/api/reset-password', { password: 'fresh-link-pass', confirmPassword: 'fresh-link-pass', token: second.token });
      assert.equal(fresh.status, 200);
      assert.equal((await browser.post('/api/login', { username: parent.fields.username, password: 'fresh-link-pass' })).status, 200);
    });

    test("when the passwords don't match, then it is refused with 'Passwords don't match' and the token still works afterwards", async () => {
      const parent = await newSignedInParent(system.url);
      const { token } = await resetTokenFor(parent);
      const browser = new Browser(system.url);
      const mismatch = await browser.post('/api/reset-password', { password: 'one-new-pass', confirmPassword: 'another-pass', token });
      assert.equal(mismatch.status, 400);
      assert.equal(mismatch.body.error, "Passwords don't match");
      assert.equal((await parent.browser.get('/api/user')).status, 200, 'nothing changed: the session lives on');
      assert.equal((await browser.post('/api/login', { username: parent.fields.username, password: parent.fields.password })).status, 200);

      assert.equal((await browser.post('/api/reset-password', { password: 'one-new-pass', confirmPassword: 'one-new-pass', token })).status, 200);
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['the token is empty', { password: 'new-pass-1', confirmPassword: 'new-pass-1', token: '' }, 'Reset token is required'],
      ['the password is 5 characters', { password: '12345', confirmPassword: '12345', token: 'some-token' }, 'Password must be at least 6 characters'],
      ['the confirmation is 5 characters', { password: 'new-pass-1', confirmPassword: '12345', token: 'some-token' }, 'Please confirm your password'],
      ['the token is unknown', { password: 'new-pass-1', confirmPassword: 'new-pass-1', token: 'made-up-token-that-was-never-sent' }, INVALID_TOKEN],
    ];
    for (const [what, payload, message] of invalid) {
      test(`when ${what}, then the reset is refused with '${message}'`, async () => {
        const response = await new Browser(system.url).post('/api/reset-password', payload);
        assert.equal(response.status, 400);
        assert.equal(response.body.error, message);
      });
    }

    test('when the forgot-password form has no valid address, then it is refused with 400 and the e-mail message', async () => {
      for (const payload of [{ email: 'not-an-address' }, {}]) {
        const response = await new Browser(system.url).post('/api/forgot-password', payload);
        assert.equal(response.status, 400);
        assert.equal(typeof response.body.error, 'string');
      }
      const response = await new Browser(system.url).post('/api/forgot-password', { email: 'not-an-address' });
      assert.equal(response.body.error, 'Please enter a valid email');
    });
  });
});
