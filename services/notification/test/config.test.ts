import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '@lunchbox/kit/config';
import { mailSettingsFrom, notificationEnvSchema } from '../src/config.ts';

describe('notification settings', () => {
  test('when nothing is set, then it listens on 4004 and writes e-mail to files under ./data/mail', () => {
    const env = loadConfig(notificationEnvSchema, {});
    assert.equal(env.NOTIFICATION_PORT, 4004);
    assert.deepEqual(mailSettingsFrom(env), {
      smtpUrl: undefined,
      from: 'Lunchbox <no-reply@lunchbox.local>',
      dataDir: './data',
      appUrl: 'http://localhost:4000',
    });
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
});
