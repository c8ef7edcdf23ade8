import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM at the schools: next Monday's lunch can still be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';

interface NotificationRecord {
  id: number;
  kind: string;
  method: string;
  title: string | null;
  subject: string;
  message: string;
  recipients: string | null;
  specificEmails: string[] | null;
  notificationType: string | null;
  recipientEmails: string[];
  recipientPhones: string[];
  status: string;
  sentCount: number;
  failedCount: number;
  error: string | null;
}

describe('Communications, send e-mail, test e-mail and the order confirmation through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;

  const announcement = {
    title: 'Closed Monday',
    subject: 'No lunch on Monday',
    message: 'The school is closed on Monday.',
    notificationType: 'announcement',
    status: 'sent',
  };

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    admin = new Browser(system.url);
    visitor = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Reed', phone: '555-987-6543' });
    // The welcome e-mails show that notification has learnt of everyone.
    await system.flushOutboxes();
    for (const email of [TEST_ADMIN.email, maria.fields.email, tom.fields.email]) {
      await system.mail.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Welcome to Lunchbox!');
    }
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when a parent or a signed-out caller uses any administrator path, then it is refused with 403 or 401 and nothing is sent', async () => {
    const sentBefore = system.mail.messages.length;
    for (const [method, path, payload] of [
      ['GET', '/api/email-notifications', undefined],
      ['POST', '/api/email-notifications', { ...announcement, recipients: 'all_users' }],
      ['GET', '/api/email-templates', undefined],
      ['POST', '/api/whatsapp-notifications', { message: 'Hi', recipients: 'all_users', notificationType: 'announcement' }],
      ['POST', '/api/admin/send-email', { userId: tom.user.id, subject: 'Hi', message: 'There' }],
      ['POST', '/api/admin/test-email', {}],
    ] as const) {
      const asParent = await maria.browser.request(method, path, payload);
      assert.equal(asParent.status, 403, `${method} ${path} as a parent: ${JSON.stringify(asParent.body)}`);
      assert.equal(asParent.body.error, 'Admin access required');
      const signedOut = await visitor.request(method, path, payload);
      assert.equal(signedOut.status, 401, `${method} ${path} signed out`);
    }
    const stats = await maria.browser.graphql('{ adminStats { totalUsers emailsSent } }');
    assert.equal(stats.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(system.mail.messages.length, sentBefore);
  });

  test('when nobody has ordered yet, then an e-mail to active users is refused as having no recipients', async () => {
    const response = await admin.post('/api/email-notifications', { ...announcement, recipients: 'active_users' });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'There are no active users to send to: nobody has placed an order in the last 30 days.');
  });

  test('when an administrator sends an announcement to all users, then everyone receives it and the answer reports status, sentCount and failedCount', async () => {
    const response = await admin.post<NotificationRecord>('/api/email-notifications', { ...announcement, recipients: 'all_users', specificEmails: null });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.status, 'sent');
    assert.equal(response.body.sentCount, 3);
    assert.equal(response.body.failedCount, 0);
    assert.equal(response.body.recipients, 'all_users');
    assert.equal(response.body.title, 'Closed Monday');
    for (const email of [TEST_ADMIN.email, maria.fields.email, tom.fields.email]) {
      const mail = await system.mail.waitFor((message) => message.to.includes(email) && message.subject === 'No lunch on Monday');
      assert.match(mail.text, /The school is closed on Monday\./);
    }
  });

  test('when an administrator sends to specific recipients as a comma-separated text, then exactly those addresses receive it', async () => {
    const response = await admin.post<NotificationRecord>('/api/email-notifications', {
      title: 'Menu news',
      subject: 'Tacos are back',
      message: 'Fish tacos return on Wednesday.',
      recipients: 'specific',
      specificEmails: ` ${tom.fields.email} , guest@example.org `,
      notificationType: 'menu_update',
      status: 'sent',
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.deepEqual(response.body.specificEmails, [tom.fields.email, 'guest@example.org']);
    assert.equal(response.body.sentCount, 2);
    const mails = await Promise.all(
      [tom.fields.email, 'guest@example.org'].map((to) => system.mail.waitFor((message) => message.to.includes(to) && message.subject === 'Tacos are back')),
    );
    for (const mail of mails) {
      assert.match(mail.text, /Fish tacos return on Wednesday\./);
      assert.match(mail.text, /Menu update/);
    }
    assert.ok(!system.mail.messages.some((message) => message.to.includes(maria.fields.email) && message.subject === 'Tacos are back'));
  });

  test('when an e-mail notification is incomplete, then it answers 400 with a clear message', async () => {
    for (const [payload, message] of [
      [{ ...announcement, recipients: 'all_users', message: '' }, 'Please enter a message before sending.'],
      [{ ...announcement, recipients: 'all_users', subject: ' ' }, 'Please enter a subject before sending.'],
      [{ ...announcement, recipients: 'specific', specificEmails: 'someone@example.org, nobody' }, 'Not a valid e-mail address: nobody'],
      [{ ...announcement, recipients: 'specific', specificEmails: '' }, 'Please enter at least one e-mail address for specific recipients.'],
      [{ ...announcement, recipients: 'everyone' }, 'Please choose the recipients: all_users, active_users or specific.'],
    ] as const) {
      const response = await admin.post('/api/email-notifications', payload);
      assert.equal(response.status, 400, JSON.stringify(payload));
      assert.equal(response.body.error, message);
    }
  });

  test('when an administrator logs a WhatsApp notification, then it answers sentTo with the simulation message and the history keeps it', async () => {
    const response = await admin.post('/api/whatsapp-notifications', {
      title: 'Pizza',
      message: 'Pizza day on Friday!',
      recipients: 'all_users',
      specificPhones: null,
      notificationType: 'announcement',
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.sentTo, 2, 'the two parents have phone numbers; the administrator has none');
    assert.equal(response.body.message, 'WhatsApp notification logged successfully for 2 recipients! (Simulation mode - messages are not actually sent)');
    const empty = await admin.post('/api/whatsapp-notifications', { message: '  ', recipients: 'all_users', notificationType: 'announcement' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'Please enter a message before sending.');

    const history = await admin.get<NotificationRecord[]>('/api/email-notifications');
    assert.equal(history.status, 200);
    assert.equal(history.body[0]?.method, 'whatsapp');
    assert.equal(history.body[0]?.status, 'logged');
    assert.deepEqual([...(history.body[0]?.recipientPhones ?? [])].sort(), [maria.fields.phone, tom.fields.phone].sort());
    assert.ok(!system.mail.messages.some((message) => message.text.includes('Pizza day on Friday!')));
  });

  test('when an administrator opens the history and the quick templates, then the newest notification comes first and the next week menu template names the deadline', async () => {
    const history = await admin.get<NotificationRecord[]>('/api/email-notifications');
    assert.equal(history.status, 200);
    const ids = history.body.map((entry) => entry.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.ok(history.body.some((entry) => entry.subject === 'Tacos are back' && entry.recipients === 'specific'));
    const templates = await admin.get<Array<{ name: string; notificationType: string; message: string }>>('/api/email-templates');
    assert.equal(templates.status, 200);
    const nextWeek = templates.body.find((template) => template.name === 'Next week menu');
    assert.match(
      nextWeek?.message ?? '',
      /Orders for a lunch can be placed until 9:00 PM \(10:00 PM in daylight saving time\) the evening before, Pacific Time\./,
    );
  });

  test('when an administrator e-mails one user, then it answers the recipient and the e-mail arrives', async () => {
    const response = await admin.post('/api/admin/send-email', { userId: tom.user.id, subject: ' Your account ', message: 'Thanks for joining!' });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.recipient, tom.fields.email);
    assert.equal(response.body.status, 'sent');
    assert.equal(response.body.sentCount, 1);
    const mail = await system.mail.waitFor((message) => message.to.includes(tom.fields.email) && message.subject === 'Your account');
    assert.match(mail.text, /Hello Tom Reed,/);
    assert.match(mail.text, /Thanks for joining!/);

    const unknown = await admin.post('/api/admin/send-email', { userId: 987_654, subject: 'Hi', message: 'There' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'User not found');
    const blank = await admin.post('/api/admin/send-email', { userId: String(tom.user.id), subject: 'Hi', message: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.error, 'Please enter a message before sending.');
  });

  test("when an administrator presses 'Test Email System', then a test e-mail reaches their own address and the answer says it went", async () => {
    const response = await admin.post('/api/admin/test-email', {});
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.recipient, TEST_ADMIN.email);
    assert.equal(response.body.status, 'sent');
    assert.equal(response.body.sentCount, 1);
    assert.equal(response.body.failedCount, 0);
    const mail = await system.mail.waitFor((message) => message.to.includes(TEST_ADMIN.email) && message.subject === 'Lunchbox test e-mail');
    assert.match(mail.text, /This is a test e-mail from the Lunchbox Test Email System, sent Nov 18, 2026 at 4:\d\d AM\./);
  });

  test('when a parent checks out, then they are e-mailed the confirmation and become an active user', async () => {
    const form = {
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Monday',
      menuItem: 'Veggie Pasta',
      description: 'Penne with vegetables',
      price: '5.50',
      calories: '350-450',
    };
    const item = await admin.post('/api/weekly-menu', form);
    assert.equal(item.status, 201, JSON.stringify(item.body));
    const child = await maria.browser.post('/api/child-profile', {
      name: 'Ana',
      school: 'Sutter Elementary',
      grade: '3',
      teacher: 'Room 4',
      userId: maria.user.id,
    });
    assert.equal(child.status, 201, JSON.stringify(child.body));

    const cart = {
      checkoutId: randomUUID(),
      items: [
        {
          id: randomUUID(),
          childId: child.body.id,
          childName: 'Ana',
          parentName: 'Maria Lopez',
          email: maria.fields.email,
          phone: maria.fields.phone,
          school: 'Sutter Elementary',
          grade: '3',
          teacher: 'Room 4',
          lunchDate: '2026-11-23',
          lunchOptions: ['Veggie Pasta'],
          weeklyMenuItemIds: [item.body.id],
          totalAmount: 5.5,
          notes: '',
          addedAt: TEST_NOW,
        },
      ],
    };
    await untilOrderingKnows(system, { childIds: [child.body.id], itemIds: [item.body.id] });
    const placed = await maria.browser.post('/api/checkout', cart);
    assert.equal(placed.status, 201, JSON.stringify(placed.body));

    const mail = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && message.subject.startsWith('Your Lunchbox order'));
    // The capture has it; the history says so once the service has recorded the delivery.
    await waitFor(
      'the confirmation to show as sent in the history',
      async () => (await admin.get<NotificationRecord[]>('/api/email-notifications')).body.find((entry) => entry.subject === mail.subject),
      { until: (entry) => entry?.status === 'sent' },
    );
    assert.equal(mail.subject, 'Your Lunchbox order: 1 lunch, total $5.50');
    assert.match(mail.text, /Hello Maria Lopez,/);
    assert.match(mail.text, /- Monday, November 23, 2026: Veggie Pasta for Ana \(Sutter Elementary, Grade 3\) - \$5\.50/);
    assert.match(mail.text, /Total: \$5\.50/);
    assert.match(mail.text, /PayPal or Zelle/);
    assert.match(mail.text, /an administrator marks your order as paid/);

    const active = await admin.post<NotificationRecord>('/api/email-notifications', {
      ...announcement,
      subject: 'For active parents',
      recipients: 'active_users',
    });
    assert.equal(active.status, 201, JSON.stringify(active.body));
    assert.deepEqual(active.body.recipientEmails, [maria.fields.email]);
  });

  test('when the overview asks for its counters, then users come from identity and e-mails sent from notification in one object', async () => {
    const history = await admin.get<NotificationRecord[]>('/api/email-notifications');
    const sent = history.body.filter((entry) => entry.method === 'email').reduce((sum, entry) => sum + entry.sentCount, 0);
    const stats = await admin.graphql('{ adminStats { totalUsers emailsSent } }');
    assert.equal(stats.body.errors, undefined, JSON.stringify(stats.body.errors));
    // Welcome 3, announcement 3, specific recipients 2, one user 1, test 1, order confirmation 1, active users 1.
    assert.equal(sent, 12);
    assert.deepEqual(stats.body.data, { adminStats: { totalUsers: 3, emailsSent: 12 } });
    const signedOut = await visitor.graphql('{ adminStats { emailsSent } }');
    assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
