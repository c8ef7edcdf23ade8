import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, sessionCookieLine, type SignedInParent } from './parents.ts';

const INVALID_TOKEN = 'Invalid or expired reset token';

describe('forgot and reset the password over REST', () => {
  let system: TestSystem;

  before(async () => {
    system = await startTestSystem();
  });
  after(async () => {
    await system?.stop();
  });

  /** Asks for a reset as the forgot-password form does and returns the token of the e-mailed link. */
  async function resetTokenFor(parent: SignedInParent): Promise<{ token: string; link: string }> {
    const response = await new Browser(system.url).post('/api/forgot-password', { email: parent.fields.email });
    assert.equal(response.status, 200);
    await system.flushOutboxes();
    const mail = await system.mail.waitFor(
      (message) => message.to.includes(parent.fields.email) && /reset/i.test(message.subject) && !usedLinks.has(linkIn(message.text) ?? ''),
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
    const mail = await system.mail.waitFor((message) => message.to.includes(parent.fields.email) && /reset/i.test(message.subject));
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
