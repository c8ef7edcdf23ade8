import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { ConfigError, loadConfig } from '@lunchbox/kit/process/config';
import { mailSettingsFrom, notificationEnvSchema, notificationSettingsOf } from '../src/config.ts';

describe('notification settings', () => {
  test('when nothing is set, then it listens on 4004, writes e-mail to files under ./data/mail and tells times in Los Angeles', () => {
    const env = loadConfig(notificationEnvSchema, {});
    assert.equal(env.NOTIFICATION_PORT, 4004);
    assert.deepEqual(mailSettingsFrom(env), {
      smtpUrl: undefined,
      from: 'Lunchbox <no-reply@lunchbox.local>',
      dataDir: './data',
      appUrl: 'http://localhost:4000',
      schoolTimeZone: 'America/Los_Angeles',
    });
  });

  test('when SCHOOL_TIMEZONE is set, then the times written in e-mails use it', () => {
    assert.equal(mailSettingsFrom(loadConfig(notificationEnvSchema, { SCHOOL_TIMEZONE: 'America/New_York' })).schoolTimeZone, 'America/New_York');
  });

  test('when production lacks its keys and servers, then start-up stops naming each missing setting', () => {
    assert.throws(
      () => loadConfig(notificationEnvSchema, { NODE_ENV: 'production', TEST_NOW: '2026-01-05T12:00:00Z' }),
      (error: unknown) =>
        error instanceof ConfigError && ['JWT_PUBLIC_KEY', 'DATABASE_URL', 'SMTP_URL', 'TEST_NOW'].every((name) => error.message.includes(name)),
    );
  });

  test('when MAIL_FROM is not an address, then start-up stops naming it', () => {
    assert.throws(() => loadConfig(notificationEnvSchema, { MAIL_FROM: 'Lunchbox' }), /MAIL_FROM: must be an e-mail address/);
    assert.equal(loadConfig(notificationEnvSchema, { MAIL_FROM: 'school@example.org' }).MAIL_FROM, 'school@example.org');
  });

  test('when the service is started without retry, wait or resume settings, then it tries each recipient 3 times from 500 ms and looks for pending e-mails every 30 s', () => {
    const settings = notificationSettingsOf(mailSettingsFrom(loadConfig(notificationEnvSchema, {})));
    assert.deepEqual(settings.retry, { attempts: 3, backoffMs: 500 });
    assert.equal(settings.sendWaitMs, 25_000);
    assert.equal(settings.resumeEveryMs, 30_000);
    assert.ok(Object.isFrozen(settings) && Object.isFrozen(settings.retry));
  });

  test('when only some retry settings are given, then the others keep their defaults', () => {
    const settings = notificationSettingsOf({ from: 'a@example.org', dataDir: './data', appUrl: 'http://localhost:4000', retry: { backoffMs: 20 } });
    assert.deepEqual(settings.retry, { attempts: 3, backoffMs: 20 });
  });
});
