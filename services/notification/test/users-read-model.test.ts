import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { ADMIN, startNotificationHarness, type NotificationHarness } from './notification-harness.ts';
import { SEND_EMAIL_NOTIFICATION, SEND_USER_EMAIL, type NotificationRecord } from './operations.ts';

const base = { username: 'sam', email: 'sam.first@example.org', fullName: 'Sam First', phone: '555-555-0061', isAdmin: false };

/** Identity's user events reach notification in any order (one queue per event type); the newest state wins. */
describe('the users read model', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, allowRepeatedIds: true });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  async function mailTo(userId: number, subject: string): Promise<string[]> {
    const record = (await harness.data(ADMIN, SEND_USER_EMAIL, { userId, subject, message: 'Hello' })).sendUserEmail as NotificationRecord;
    return record.recipientEmails;
  }

  async function row(userId: number) {
    const [found] = await harness.sql('select username, full_name, email, phone, is_admin from notification.users where user_id = $1', [userId]);
    return found;
  }

  test('when a user changes their address, then e-mails go to the new one', async () => {
    await harness.publish('user.registered', { ...base, userId: 61 }, at('2026-11-01T10:00:00Z'));
    await harness.publish('user.updated', { ...base, userId: 61, email: 'sam.new@example.org', fullName: 'Sam Second' }, at('2026-11-02T10:00:00Z'));
    assert.deepEqual(await mailTo(61, 'New address'), ['sam.new@example.org']);
    const mail = await smtp.waitFor((message) => message.subject === 'New address');
    assert.match(mail.text, /Hello Sam Second,/);
  });

  test('when an older profile arrives after a newer one, then the newer one stays', async () => {
    await harness.publish('user.updated', { ...base, userId: 61, email: 'sam.stale@example.org' }, at('2026-11-01T12:00:00Z'));
    assert.deepEqual(await mailTo(61, 'Still new'), ['sam.new@example.org']);
  });

  test('when a role change arrives before the registration, then both the role and the profile are kept', async () => {
    await harness.publish('user.role_changed', { userId: 62, isAdmin: true }, at('2026-11-03T10:00:00Z'));
    assert.deepEqual(await harness.refused(ADMIN, SEND_USER_EMAIL, { userId: 62, subject: 'Too early', message: 'Hi' }), {
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    await harness.publish(
      'user.registered',
      { ...base, userId: 62, username: 'rose', email: 'rose@example.org', fullName: 'Rose Role' },
      at('2026-11-03T09:00:00Z'),
    );
    assert.deepEqual(await row(62), { username: 'rose', full_name: 'Rose Role', email: 'rose@example.org', phone: base.phone, is_admin: true });
    assert.deepEqual(await mailTo(62, 'Hello Rose'), ['rose@example.org']);
  });

  test('when a role is removed later, then the user is a parent again; an older profile event does not undo it', async () => {
    await harness.publish('user.role_changed', { userId: 62, isAdmin: false }, at('2026-11-04T10:00:00Z'));
    await harness.publish(
      'user.updated',
      { ...base, userId: 62, username: 'rose', email: 'rose@example.org', fullName: 'Rose Role', isAdmin: true },
      at('2026-11-03T11:00:00Z'),
    );
    assert.equal((await row(62))?.is_admin, false);
  });

  test('when a registration is handled twice, then the user gets one welcome e-mail and is listed once', async () => {
    const event = await harness.publish('user.registered', { ...base, userId: 63, username: 'twin', email: 'twin@example.org', fullName: 'Tina Twin' });
    await harness.bus.publish(event);
    await smtp.waitFor((message) => message.to.includes('twin@example.org'));
    // The one replica handles its queue in order: once the next registration is handled, so is the repeat.
    await harness.publish('user.registered', { ...base, userId: 64, username: 'after-twin', email: 'after-twin@example.org', fullName: 'Al After' });
    const all = (
      await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, {
        input: { subject: 'All', message: 'Hi', recipients: 'all_users', notificationType: 'announcement' },
      })
    ).sendEmailNotification as NotificationRecord;
    assert.deepEqual([...all.recipientEmails].sort(), ['after-twin@example.org', 'rose@example.org', 'sam.new@example.org', 'twin@example.org']);
    assert.equal(smtp.messages.filter((message) => message.to.includes('twin@example.org') && message.subject === 'Welcome to Lunchbox!').length, 1);
  });
});
