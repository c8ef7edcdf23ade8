import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, afterEach, beforeAll, describe, test } from '@jest/globals';
import { desc, eq, isNull } from 'drizzle-orm';
import { createInProcessBus } from '@lunchbox/kit/messaging/bus-in-process';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { openServiceDatabase, type ServiceDatabase } from '@lunchbox/kit/db/database';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { createLogger } from '@lunchbox/kit/process/logger';
import { startOutboxRelay, type OutboxRelay } from '@lunchbox/kit/messaging/outbox-relay';
import { eventfulDatabase } from '@lunchbox/kit/messaging/outbox-writer';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { documentSettingsFrom } from '../src/diet-requests/document-settings.ts';
import { encryptedFileStorage } from '../src/diet-requests/encrypted-file-storage.ts';
import { generateCaptchaText } from '../src/captcha/captcha-image.ts';
import { consumeCaptcha } from '../src/captcha/consume-captcha.ts';
import { issueCaptcha } from '../src/captcha/issue-captcha.ts';
import { captchaChallenges, inbox, outbox, passwordResetTokens } from '../src/db/schema.ts';
import type { IdentityDeps } from '../src/identity-deps.ts';
import { requestPasswordReset } from '../src/password-reset/request-password-reset.ts';
import { INVALID_RESET_TOKEN, resetPassword } from '../src/password-reset/reset-password.ts';
import { signIn } from '../src/users/login.ts';
import { createRateLimits } from '../src/users/rate-limits.ts';
import { CAPTCHA_MISMATCH, registerParent } from '../src/users/register.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

// parent-app.md section 9: mixed case and digits, without I, O, l, 0, 1 and o.
const ALLOWED = new Set('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789');
const LOOK_ALIKES = ['I', 'O', 'l', '0', '1', 'o'];
const MINUTE = 60 * 1000;

/** Moves the service clock (TEST_NOW) by the given time from now. */
const clockAhead = (ms: number) => startClockAt(new Date(Date.now() + ms).toISOString());

describe('identity: captcha challenges and password reset tokens (real PostgreSQL)', () => {
  let database: TestDatabase;
  let service: ServiceDatabase;
  let relay: OutboxRelay;
  let deps: IdentityDeps;
  const log = createLogger('identity-test');
  const bus = createInProcessBus(log);

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await openServiceDatabase({ url: database.url, schemaName: 'identity', migrationsFolder: path.join(here, '../src/db/migrations') });
    relay = startOutboxRelay({ db: service.db, outbox, bus, log });
    const documents = documentSettingsFrom(mkdtempSync(path.join(os.tmpdir(), 'identity-documents-')), undefined);
    const settings = {
      ...keys,
      publicUrl: 'http://localhost:4000',
      loginRateLimit: 100,
      registerRateLimit: 100,
      requireAdminTwoFactor: false,
      twoFactorKey: randomBytes(32),
      documents,
      schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
    };
    const runtime = eventfulDatabase({ db: service.db, outbox, inbox, wakeRelay: () => relay.nudge() });
    deps = { ...runtime, bus, settings, rateLimits: createRateLimits(settings), documents: encryptedFileStorage(documents), log };
  });
  afterEach(() => startClockAt(undefined));
  afterAll(async () => {
    await relay?.stop();
    await bus.close();
    await service?.close();
    await database?.drop();
  });

  const answerOf = async (captchaId: string) => {
    const [row] = await service.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
    assert.ok(row, 'the challenge is kept on the server');
    return row.answer;
  };

  describe('captcha', () => {
    test('when many captcha texts are generated, then each has 6 characters from the alphabet without look-alikes, with an upper, a lower and a digit', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 5000; i += 1) {
        const text = generateCaptchaText();
        assert.equal(text.length, 6, text);
        for (const char of text) {
          assert.ok(ALLOWED.has(char), `${text} has ${char}`);
          seen.add(char);
        }
        assert.ok(!LOOK_ALIKES.some((char) => text.includes(char)), text);
        assert.match(text, /[A-Z]/, text);
        assert.match(text, /[a-z]/, text);
        assert.match(text, /[0-9]/, text);
      }
      assert.equal(seen.size, ALLOWED.size, 'every allowed character is used');
    });

    test('when a captcha is issued, then its answer stays on the server and the SVG image does not contain it as text', async () => {
      const issued = await issueCaptcha(service.db);
      const answer = await answerOf(issued.captchaId);
      assert.equal(answer.length, 6);
      const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(issued.image);
      assert.ok(match);
      const svg = Buffer.from(match[1]!, 'base64').toString('utf8');
      assert.match(svg, /^<svg[\s\S]*<path[\s\S]*<\/svg>$/, 'glyphs are drawn as paths');
      assert.doesNotMatch(svg, /<text/);
      assert.ok(!svg.includes(answer), 'the answer is not in the image as text');
      assert.ok(!JSON.stringify(issued).includes(answer), 'nor anywhere in what the browser gets');
      const other = await issueCaptcha(service.db);
      assert.notEqual(await answerOf(other.captchaId), answer, 'each challenge has its own text');
    });

    test('when the right answer is given, then it passes once and never again', async () => {
      const { captchaId } = await issueCaptcha(service.db);
      const answer = await answerOf(captchaId);
      assert.equal(await consumeCaptcha(service.db, captchaId, answer), true);
      assert.equal(await consumeCaptcha(service.db, captchaId, answer), false);
    });

    test('when the answer is given with surrounding spaces, then it passes', async () => {
      const { captchaId } = await issueCaptcha(service.db);
      assert.equal(await consumeCaptcha(service.db, captchaId, `  ${await answerOf(captchaId)}\t`), true);
    });

    test('when the answer is given in the wrong case, then it fails and the challenge is spent', async () => {
      const { captchaId } = await issueCaptcha(service.db);
      const answer = await answerOf(captchaId);
      const swapped = [...answer].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join('');
      assert.notEqual(swapped, answer);
      assert.equal(await consumeCaptcha(service.db, captchaId, swapped), false);
      assert.equal(await consumeCaptcha(service.db, captchaId, answer), false, 'a failed try spends the challenge');
    });

    test('when the challenge is older than its lifetime, then even the right answer fails', async () => {
      const fresh = await issueCaptcha(service.db);
      const stale = await issueCaptcha(service.db);
      clockAhead(9 * MINUTE);
      assert.equal(await consumeCaptcha(service.db, fresh.captchaId, await answerOf(fresh.captchaId)), true, 'still good after 9 minutes');
      clockAhead(11 * MINUTE);
      assert.equal(await consumeCaptcha(service.db, stale.captchaId, await answerOf(stale.captchaId)), false, 'expired after 11 minutes');
    });

    test('when the captcha id is unknown or malformed, then it fails', async () => {
      assert.equal(await consumeCaptcha(service.db, '3f0e8a0c-9a51-4b9e-8a51-000000000000', 'Ab3dE5'), false);
      assert.equal(await consumeCaptcha(service.db, "'; drop table identity.users; --", 'Ab3dE5'), false);
    });

    test('when registration gets a wrong-case answer, then it is refused with the verification message; the right answer to a new challenge signs the parent up', async () => {
      const input = { username: 'casey', email: 'casey@example.test', password: 'secret-pass', fullName: 'Casey Case', phone: '555-123-4567' };
      const first = await issueCaptcha(service.db);
      const answer = await answerOf(first.captchaId);
      await assert.rejects(
        registerParent(
          deps,
          {
            ...input,
            captchaId: first.captchaId,
            captchaAnswer: answer.toLowerCase() === answer ? answer.toUpperCase() : answer.toLowerCase(),
            expectedCaptcha: answer.toLowerCase(),
          },
          '10.0.0.1',
        ),
        (error: unknown) => error instanceof AppError && error.code === 'BAD_USER_INPUT' && error.message === CAPTCHA_MISMATCH,
      );
      const second = await issueCaptcha(service.db);
      const { user } = await registerParent(deps, { ...input, captchaId: second.captchaId, captchaAnswer: await answerOf(second.captchaId) }, '10.0.0.1');
      assert.equal(user.username, 'casey');
    });
  });

  describe('password reset tokens', () => {
    let parentEmail: string;

    beforeAll(async () => {
      const { captchaId } = await issueCaptcha(service.db, 'Ab3dE5');
      const { user } = await registerParent(
        deps,
        {
          username: 'resetter',
          email: 'resetter@example.test',
          password: 'secret-pass',
          fullName: 'Reese Setter',
          phone: '555-123-4567',
          captchaId,
          captchaAnswer: 'Ab3dE5',
        },
        '10.0.0.2',
      );
      parentEmail = user.email;
    });

    /** The token as the e-mailed link carries it, read from the event that asks for the e-mail. */
    const requestToken = async () => {
      await requestPasswordReset(deps, { email: parentEmail });
      const [row] = await service.db.select().from(outbox).where(eq(outbox.type, 'password_reset.requested')).orderBy(desc(outbox.seq)).limit(1);
      const resetUrl = (row!.envelope as { data: { resetUrl: string } }).data.resetUrl;
      assert.ok(resetUrl.startsWith('http://localhost:4000/reset-password?token='), resetUrl);
      return new URL(resetUrl).searchParams.get('token')!;
    };

    test('when a reset is requested, then only a hash of the token is stored', async () => {
      const token = await requestToken();
      const rows = await service.db.select().from(passwordResetTokens);
      assert.ok(rows.length > 0);
      for (const row of rows) {
        assert.notEqual(row.tokenHash, token);
        assert.ok(!row.tokenHash.includes(token));
      }
    });

    test('when a reset is requested for an unknown address, then no token and no e-mail event are written', async () => {
      const tokensBefore = (await service.db.select().from(passwordResetTokens)).length;
      const eventsBefore = (await service.db.select().from(outbox).where(eq(outbox.type, 'password_reset.requested'))).length;
      await requestPasswordReset(deps, { email: 'stranger@example.test' });
      assert.equal((await service.db.select().from(passwordResetTokens)).length, tokensBefore);
      assert.equal((await service.db.select().from(outbox).where(eq(outbox.type, 'password_reset.requested'))).length, eventsBefore);
    });

    test('when the token is used after an hour, then it is refused and the password is unchanged', async () => {
      const token = await requestToken();
      clockAhead(61 * MINUTE);
      await assert.rejects(
        resetPassword(deps, { password: 'late-new-pass', confirmPassword: 'late-new-pass', token }),
        (error: unknown) => error instanceof AppError && error.message === INVALID_RESET_TOKEN,
      );
      startClockAt(undefined);
      await assert.rejects(signIn(deps, { username: 'resetter', password: 'late-new-pass' }, '10.0.0.3'));
    });

    const refusesToken = async (token: string, password: string) =>
      assert.rejects(
        resetPassword(deps, { password, confirmPassword: password, token }),
        (error: unknown) => error instanceof AppError && error.message === INVALID_RESET_TOKEN,
      );

    test('when a parent asks for a reset again, then the link of the earlier e-mail no longer works and the newest does', async () => {
      const earlier = await requestToken();
      const newest = await requestToken();
      await refusesToken(earlier, 'earlier-link-pass');
      await assert.rejects(signIn(deps, { username: 'resetter', password: 'earlier-link-pass' }, '10.0.0.3'));
      await resetPassword(deps, { password: 'newest-link-pass', confirmPassword: 'newest-link-pass', token: newest });
      await signIn(deps, { username: 'resetter', password: 'newest-link-pass' }, '10.0.0.3');
    });

    test('when two resets are asked for at the same moment, then only one link stays usable', async () => {
      await Promise.all([requestPasswordReset(deps, { email: parentEmail }), requestPasswordReset(deps, { email: parentEmail })]);
      const unused = await service.db.select().from(passwordResetTokens).where(isNull(passwordResetTokens.usedAt));
      assert.equal(unused.length, 1);
    });

    test('when a parent sets a new password with one link, then the other links they still had stop working', async () => {
      const first = await requestToken();
      // A token the same person got otherwise (an earlier request that raced this one, say) is written directly.
      const [parent] = await service.db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).limit(1);
      const stray = 'stray-token-of-the-same-parent';
      await service.db.insert(passwordResetTokens).values({
        userId: parent!.userId,
        tokenHash: createHash('sha256').update(stray).digest('hex'),
        expiresAt: new Date(Date.now() + 30 * MINUTE),
      });
      await resetPassword(deps, { password: 'first-link-pass', confirmPassword: 'first-link-pass', token: first });
      await refusesToken(stray, 'stray-link-pass');
      await signIn(deps, { username: 'resetter', password: 'first-link-pass' }, '10.0.0.3');
    });

    test('when the token is used within the hour, then the new password signs in', async () => {
      const token = await requestToken();
      clockAhead(59 * MINUTE);
      await resetPassword(deps, { password: 'timely-new-pass', confirmPassword: 'timely-new-pass', token });
      const signedIn = await signIn(deps, { username: 'resetter', password: 'timely-new-pass' }, '10.0.0.3');
      assert.ok('user' in signedIn);
      assert.equal(signedIn.user.email, parentEmail);
    });
  });
});
