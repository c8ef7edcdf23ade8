import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { startNotificationHarness, type NotificationHarness, parent, resetUrlWithToken } from './notification-harness.ts';

describe('e-mail without an SMTP server (embedded default)', () => {
  let harness: NotificationHarness;

  beforeAll(async () => {
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: null });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  test('when a password reset is requested, then an .eml file with the reset link appears under DATA_DIR/mail', async () => {
    const email = 'files@example.org';
    const token = 'EmlToken42xyz';
    await harness.publishOnly('password_reset.requested', { userId: parent.userId, email, fullName: parent.fullName, resetUrl: resetUrlWithToken(token) });

    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.status, 'sent');

    const files = readdirSync(harness.mailFolder).filter((name) => name.endsWith('.eml'));
    assert.equal(files.length, 1, `files: ${files.join(', ')}`);
    assert.ok(files[0]!.includes(email), 'the file name says who the e-mail is for');
    const parsed = await simpleParser(readFileSync(path.join(harness.mailFolder, files[0]!)));
    assert.equal(parsed.subject, 'Reset your Lunchbox password');
    assert.equal(Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text, email);
    assert.ok(parsed.text?.includes(`http://lunchbox.test/reset-password?token=${token}`), parsed.text);
    assert.match(parsed.text ?? '', /expires in one hour/);
  });
});
