import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { asCaller, ADMIN, administrator, startNotificationHarness, type NotificationHarness } from './notification-harness.ts';
import {
  ADMIN_STATS_REF,
  EMAIL_TEMPLATES,
  EMAILS_SENT,
  HISTORY,
  LOG_WHATSAPP,
  SEND_EMAIL_NOTIFICATION,
  SEND_TEST_EMAIL,
  SEND_USER_EMAIL,
  type NotificationRecord,
} from './operations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const recent = { userId: 11, username: 'rita', email: 'rita.recent@example.org', fullName: 'Rita Recent', phone: '555-111-0011', isAdmin: false };
const lapsed = { userId: 12, username: 'len', email: 'len.lapsed@example.org', fullName: 'Len Lapsed', phone: '555-111-0012', isAdmin: false };
const never = { userId: 13, username: 'nora', email: 'nora.never@example.org', fullName: 'Nora Never', phone: '555-111-0013', isAdmin: false };
const everyone = [administrator, recent, lapsed, never];

const announcement = {
  title: 'Closed Monday',
  subject: 'No lunch service on Monday',
  message: 'Dear parents,\n\nThe school is closed on Monday.',
  notificationType: 'announcement',
};

function orderOf(user: typeof recent, orderId: number) {
  return {
    checkoutId: `checkout-${orderId}`,
    userId: user.userId,
    parentName: user.fullName,
    email: user.email,
    orders: [{ orderId, childName: 'Kid', school: 'Sutter Elementary', grade: '3', lunchDate: '2026-11-23', lunchOptions: ['Veggie Pasta'], totalCents: 550 }],
    totalCents: 550,
  };
}

describe('Communications, send e-mail and the test e-mail', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;
  const parentCaller = () => asCaller({ userId: recent.userId, username: recent.username, isAdmin: false });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  async function send(input: Record<string, unknown>): Promise<NotificationRecord> {
    return (await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, { input })).sendEmailNotification as NotificationRecord;
  }

  test('when nobody is known yet, then an e-mail to all users or active users is refused as having no recipients', async () => {
    const all = await harness.refused(ADMIN, SEND_EMAIL_NOTIFICATION, { input: { ...announcement, recipients: 'all_users' } });
    assert.deepEqual(all, { code: 'BAD_USER_INPUT', message: 'There are no users with an e-mail address to send to.' });
    const active = await harness.refused(ADMIN, SEND_EMAIL_NOTIFICATION, { input: { ...announcement, recipients: 'active_users' } });
    assert.equal(active.message, 'There are no active users to send to: nobody has placed an order in the last 30 days.');
  });

  test('when users are known and some ordered, then an announcement to all users reaches each of them and answers sent with the counts', async () => {
    for (const user of everyone) await harness.publish('user.registered', user);
    await harness.publish('order.placed', orderOf(recent, 1));
    await harness.publish('order.placed', orderOf(lapsed, 2), new Date(Date.now() - 40 * DAY_MS));

    const record = await send({ ...announcement, recipients: 'all_users', status: 'sent' });
    assert.equal(record.status, 'sent');
    assert.equal(record.sentCount, 4);
    assert.equal(record.failedCount, 0);
    assert.equal(record.method, 'email');
    assert.equal(record.recipients, 'all_users');
    assert.equal(record.notificationType, 'announcement');
    assert.equal(record.title, 'Closed Monday');
    assert.deepEqual([...record.recipientEmails].sort(), everyone.map((user) => user.email).sort());

    for (const user of everyone) {
      const mail = await smtp.waitFor((message) => message.to.includes(user.email) && message.subject === announcement.subject);
      assert.match(mail.text, /The school is closed on Monday\./);
      assert.match(mail.text, /Lunchbox - Announcement/);
      assert.match(mail.html, /The school is closed on Monday\./);
    }
  });

  test('when an e-mail goes to active users, then only parents with an order in the last 30 days get it', async () => {
    const record = await send({ ...announcement, subject: 'For active parents', notificationType: 'payment_reminder', recipients: 'active_users' });
    assert.deepEqual(record.recipientEmails, [recent.email]);
    assert.equal(record.sentCount, 1);
    const mail = await smtp.waitFor((message) => message.subject === 'For active parents');
    assert.deepEqual(mail.to, [recent.email]);
    assert.match(mail.text, /Payment reminder/);
  });

  test('when an e-mail goes to specific recipients typed with commas, then exactly those trimmed addresses get it', async () => {
    const record = await send({
      title: 'Menu',
      subject: 'Specific menu news',
      message: 'Tacos are back!',
      recipients: 'specific',
      specificEmails: ' one@example.org ,two@example.org,, ',
      notificationType: 'menu_update',
    });
    assert.deepEqual(record.specificEmails, ['one@example.org', 'two@example.org']);
    assert.deepEqual(record.recipientEmails, ['one@example.org', 'two@example.org']);
    assert.equal(record.status, 'sent');
    const mails = await Promise.all(['one@example.org', 'two@example.org'].map((to) => smtp.waitFor((message) => message.to.includes(to))));
    for (const mail of mails) {
      assert.equal(mail.subject, 'Specific menu news');
      assert.match(mail.text, /Tacos are back!/);
      assert.match(mail.text, /Menu update/);
    }
  });

  test('when an e-mail notification is incomplete or names bad addresses, then it is refused with a clear message and nothing is sent', async () => {
    await harness.untilMailSettled();
    const before = smtp.messages.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...announcement, recipients: 'all_users', message: '   ' }, 'Please enter a message before sending.'],
      [{ ...announcement, recipients: 'all_users', subject: '' }, 'Please enter a subject before sending.'],
      [{ ...announcement, recipients: 'parents' }, 'Please choose the recipients: all_users, active_users or specific.'],
      [
        { ...announcement, recipients: 'all_users', notificationType: 'gossip' },
        'Please choose a notification type: announcement, menu_update, payment_reminder or emergency.',
      ],
      [{ ...announcement, recipients: 'specific', specificEmails: [' , '] }, 'Please enter at least one e-mail address for specific recipients.'],
      [{ ...announcement, recipients: 'specific', specificEmails: ['good@example.org', 'not an address'] }, 'Not a valid e-mail address: not an address'],
    ];
    for (const [input, message] of cases) {
      assert.deepEqual(await harness.refused(ADMIN, SEND_EMAIL_NOTIFICATION, { input }), { code: 'BAD_USER_INPUT', message });
    }
    assert.equal(smtp.messages.length, before);
  });

  test('when a WhatsApp notification is sent, then it is only logged, kept in the history with method whatsapp, and answers how many it was for', async () => {
    await harness.untilMailSettled();
    const before = smtp.messages.length;
    const result = (
      await harness.data(ADMIN, LOG_WHATSAPP, {
        input: { title: 'Heads up', message: 'Pizza day Friday!', recipients: 'all_users', notificationType: 'announcement' },
      })
    ).logWhatsAppNotification as { sentTo: number; message: string; notification: NotificationRecord };
    assert.equal(result.sentTo, 4);
    assert.equal(result.message, 'WhatsApp notification logged successfully for 4 recipients! (Simulation mode - messages are not actually sent)');
    assert.equal(result.notification.method, 'whatsapp');
    assert.equal(result.notification.status, 'logged');
    assert.deepEqual([...result.notification.recipientPhones].sort(), everyone.map((user) => user.phone).sort());
    assert.deepEqual(result.notification.recipientEmails, []);

    const specific = (
      await harness.data(ADMIN, LOG_WHATSAPP, {
        input: { message: 'Hi', recipients: 'specific', specificPhones: '555-222-0001 , 555-222-0002', notificationType: 'emergency' },
      })
    ).logWhatsAppNotification as { sentTo: number; notification: NotificationRecord };
    assert.equal(specific.sentTo, 2);
    assert.deepEqual(specific.notification.specificPhones, ['555-222-0001', '555-222-0002']);

    const history = (await harness.data(ADMIN, HISTORY)).emailNotifications as NotificationRecord[];
    assert.equal(history[0]?.id, specific.notification.id, 'newest first');
    assert.ok(history.some((entry) => entry.id === result.notification.id && entry.method === 'whatsapp' && entry.message === 'Pizza day Friday!'));
    assert.equal(smtp.messages.length, before, 'nothing was e-mailed');
  });

  test('when a WhatsApp message is empty, then it is refused with the spec text', async () => {
    const refusal = await harness.refused(ADMIN, LOG_WHATSAPP, { input: { message: '  ', recipients: 'all_users', notificationType: 'announcement' } });
    assert.deepEqual(refusal, { code: 'BAD_USER_INPUT', message: 'Please enter a message before sending.' });
    const phones = await harness.refused(ADMIN, LOG_WHATSAPP, {
      input: { message: 'Hi', recipients: 'specific', specificPhones: ['call me'], notificationType: 'announcement' },
    });
    assert.equal(phones.message, 'Not a valid phone number: call me');
  });

  test('when an administrator opens the quick templates, then each type has one and the next week menu states the deadline rule', async () => {
    const templates = (await harness.data(ADMIN, EMAIL_TEMPLATES)).emailTemplates as Array<{
      name: string;
      notificationType: string;
      subject: string;
      message: string;
    }>;
    assert.deepEqual([...new Set(templates.map((template) => template.notificationType))].sort(), [
      'announcement',
      'emergency',
      'menu_update',
      'payment_reminder',
    ]);
    const nextWeek = templates.find((template) => template.name === 'Next week menu');
    assert.equal(nextWeek?.notificationType, 'menu_update');
    assert.match(
      nextWeek?.message ?? '',
      /Orders for a lunch can be placed until 9:00 PM \(10:00 PM in daylight saving time\) the evening before, Pacific Time\./,
    );
    assert.ok(templates.every((template) => template.subject && template.message));
  });

  test('when an administrator e-mails one user, then it goes to their address with their name and answers the recipient', async () => {
    const record = (await harness.data(ADMIN, SEND_USER_EMAIL, { userId: lapsed.userId, subject: '  About your order  ', message: '  We miss you!  ' }))
      .sendUserEmail as NotificationRecord;
    assert.deepEqual(record.recipientEmails, [lapsed.email]);
    assert.equal(record.kind, 'direct');
    assert.equal(record.status, 'sent');
    assert.equal(record.sentCount, 1);
    const mail = await smtp.waitFor((message) => message.subject === 'About your order');
    assert.deepEqual(mail.to, [lapsed.email]);
    assert.match(mail.text, /Hello Len Lapsed,/);
    assert.match(mail.text, /We miss you!/);
  });

  test('when the user to e-mail is unknown or subject or message is blank, then it is refused', async () => {
    assert.deepEqual(await harness.refused(ADMIN, SEND_USER_EMAIL, { userId: 999, subject: 'Hi', message: 'There' }), {
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    assert.equal(
      (await harness.refused(ADMIN, SEND_USER_EMAIL, { userId: lapsed.userId, subject: '  ', message: 'There' })).message,
      'Please enter a subject before sending.',
    );
    assert.equal(
      (await harness.refused(ADMIN, SEND_USER_EMAIL, { userId: lapsed.userId, subject: 'Hi', message: '\n' })).message,
      'Please enter a message before sending.',
    );
    assert.equal((await harness.refused(ADMIN, SEND_USER_EMAIL, { subject: 'Hi', message: 'There' })).message, 'Please choose the user to send the e-mail to.');
  });

  test('when an administrator tests the e-mail system, then a test e-mail reaches their own address and the answer says it went', async () => {
    const record = (await harness.data(ADMIN, SEND_TEST_EMAIL)).sendTestEmail as NotificationRecord;
    assert.equal(record.kind, 'test');
    assert.deepEqual(record.recipientEmails, [administrator.email]);
    assert.equal(record.status, 'sent');
    assert.equal(record.sentCount, 1);
    assert.equal(record.failedCount, 0);
    const mail = await smtp.waitFor((message) => message.subject === 'Lunchbox test e-mail');
    assert.deepEqual(mail.to, [administrator.email]);
    assert.match(mail.text, /Hello Ada Admin,/);
    assert.match(mail.text, /test e-mail from the Lunchbox Test Email System, sent \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
  });

  test('when an administrator the service does not know tests the e-mail system, then it is refused saying there is no address', async () => {
    const refusal = await harness.refused(asCaller({ userId: 4242, username: 'ghost', isAdmin: true }), SEND_TEST_EMAIL);
    assert.deepEqual(refusal, { code: 'BAD_USER_INPUT', message: 'Your account has no e-mail address to send the test e-mail to.' });
  });

  test('when the overview asks for Emails Sent, then it counts every e-mail accepted per recipient and no WhatsApp', async () => {
    // The welcomes and confirmations go out after their events are handled: count once they are finished.
    await harness.untilMailSettled();
    const history = (await harness.data(ADMIN, HISTORY)).emailNotifications as NotificationRecord[];
    const expected = history.filter((entry) => entry.method === 'email').reduce((sum, entry) => sum + entry.sentCount, 0);
    const stats = (await harness.data(ADMIN, EMAILS_SENT, ADMIN_STATS_REF))._entities as Array<{ id: string; emailsSent: number }>;
    assert.deepEqual(stats, [{ id: 'overview', emailsSent: expected }]);
    // 4 welcomes, 2 confirmations, 4 + 1 + 2 notifications, 1 direct, 1 test.
    assert.equal(expected, 15);
  });

  test("when a recipient reads Spanish, then their Communications e-mail and their test e-mail come in a Spanish frame around the administrator's own words", async () => {
    const lucia = {
      userId: 14,
      username: 'lucia',
      email: 'lucia@example.org',
      fullName: 'Lucía Pérez',
      phone: '555-111-0014',
      isAdmin: false,
      language: 'es' as const,
    };
    const ana = {
      userId: 15,
      username: 'ana',
      email: 'ana.admin@example.org',
      fullName: 'Ana Admin',
      phone: '555-111-0015',
      isAdmin: true,
      language: 'es' as const,
    };
    for (const user of [lucia, ana]) await harness.publish('user.registered', user);
    await send({
      ...announcement,
      subject: 'Two languages',
      notificationType: 'menu_update',
      recipients: 'specific',
      specificEmails: `${lucia.email}, ${recent.email}`,
    });
    const spanish = await smtp.waitFor((message) => message.to.includes(lucia.email) && message.subject === 'Two languages');
    assert.equal(spanish.text, 'Lunchbox - Novedad del menú\n\nDear parents,\n\nThe school is closed on Monday.\n\nEl equipo de Lunchbox');
    assert.match(spanish.html, /almuerzos escolares entregados frescos/);
    const english = await smtp.waitFor((message) => message.to.includes(recent.email) && message.subject === 'Two languages');
    assert.match(english.text, /^Lunchbox - Menu update\n\nDear parents,[\s\S]*The Lunchbox team$/);

    await harness.data(asCaller({ userId: ana.userId, username: ana.username, isAdmin: true }), SEND_TEST_EMAIL);
    const test = await smtp.waitFor((message) => message.to.includes(ana.email) && message.subject === 'Correo de prueba de Lunchbox');
    assert.match(test.text, /^Hola, Ana Admin:\n\nEste es un correo de prueba del sistema de correo de prueba de Lunchbox, enviado el /);
    assert.doesNotMatch(test.text, /test e-mail| at \d/);
  });

  test('when a parent or a signed-out caller uses any administrator operation, then it is refused', async () => {
    const operations: Array<[string, Record<string, unknown>]> = [
      [SEND_EMAIL_NOTIFICATION, { input: { ...announcement, recipients: 'all_users' } }],
      [LOG_WHATSAPP, { input: { message: 'Hi', recipients: 'all_users', notificationType: 'announcement' } }],
      [SEND_USER_EMAIL, { userId: lapsed.userId, subject: 'Hi', message: 'There' }],
      [SEND_TEST_EMAIL, {}],
      [EMAIL_TEMPLATES, {}],
      [HISTORY, {}],
      [EMAILS_SENT, ADMIN_STATS_REF],
    ];
    await harness.untilMailSettled();
    const before = smtp.messages.length;
    for (const [query, variables] of operations) {
      const asParent = await harness.refused(parentCaller(), query, variables);
      assert.deepEqual(asParent, { code: 'FORBIDDEN', message: 'Admin access required' }, query);
      const signedOut = await harness.refused(null, query, variables);
      assert.equal(signedOut.code, 'UNAUTHENTICATED', query);
    }
    assert.equal(smtp.messages.length, before);
  });
});

describe('Communications when the mail server refuses some recipients', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    // The first recipient is refused for good, the others accepted.
    smtp = await startSmtpCapture({ refuse: { times: 1, code: 550 } });
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, retry: { attempts: 2, backoffMs: 10 } });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when one of the recipients cannot be reached, then the answer says partial with how many were sent and failed', async () => {
    const record = (
      await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, {
        input: { ...announcement, recipients: 'specific', specificEmails: ['gone@example.org', 'here@example.org'], notificationType: 'emergency' },
      })
    ).sendEmailNotification as NotificationRecord;
    assert.equal(record.status, 'partial');
    assert.equal(record.sentCount, 1);
    assert.equal(record.failedCount, 1);
    assert.match(record.error ?? '', /gone@example\.org: .*550/);
    assert.deepEqual(
      record.deliveries.map((delivery) => [delivery.recipient, delivery.status]),
      [
        ['gone@example.org', 'failed'],
        ['here@example.org', 'sent'],
      ],
    );
    await smtp.waitFor((message) => message.to.includes('here@example.org'));
  });

  test('when the only recipient cannot be reached, then the answer says failed', async () => {
    await smtp.stop();
    const record = (
      await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, { input: { ...announcement, recipients: 'specific', specificEmails: 'alone@example.org' } })
    ).sendEmailNotification as NotificationRecord;
    assert.equal(record.status, 'failed');
    assert.equal(record.sentCount, 0);
    assert.equal(record.failedCount, 1);
    assert.match(record.error ?? '', /ECONNREFUSED/);
  });
});
