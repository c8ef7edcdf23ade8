import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { asCaller, ADMIN, administrator, startNotificationHarness, type NotificationHarness, type BusKind } from './notification-harness.ts';
import {
  ADMIN_FEEDBACK,
  ANSWER_FEEDBACK,
  HISTORY,
  LOG_WHATSAPP,
  MY_FEEDBACK,
  SEND_EMAIL_NOTIFICATION,
  SEND_USER_EMAIL,
  SUBMIT_FEEDBACK,
  type FeedbackRecord,
  type NotificationRecord,
} from './operations.ts';

/** Every table of the service, as text, for proving that nothing of a person is left anywhere. */
const TABLES = ['users', 'deleted_users', 'order_activity', 'feedback', 'email_notifications', 'email_deliveries', 'outbox', 'inbox'];

for (const busKind of ['in-process', 'nats'] as BusKind[]) {
  describe(`a deleted user (${busKind} bus)`, () => {
    let smtp: SmtpCapture;
    let harness: NotificationHarness;
    const victim = {
      userId: 51,
      username: `vic${busKind.slice(0, 3)}`,
      email: `victor.${busKind}@example.org`,
      fullName: 'Victor Vanished',
      phone: '555-444-0051',
      isAdmin: false,
    };
    const other = { userId: 52, username: 'otto', email: `otto.${busKind}@example.org`, fullName: 'Otto Other', phone: '555-444-0052', isAdmin: false };
    const victimCaller = () => asCaller({ userId: victim.userId, username: victim.username, isAdmin: false });

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      harness = await startNotificationHarness({ bus: busKind, smtpUrl: smtp.url });
      for (const user of [administrator, victim, other]) await harness.publish('user.registered', user);
    });

    afterAll(async () => {
      await harness?.stop();
      await smtp?.stop();
    });

    async function everythingStored(): Promise<string> {
      const dumps = await Promise.all(TABLES.map((table) => harness.sql(`select coalesce(json_agg(t), '[]')::text as rows from notification.${table} t`)));
      return dumps.map((rows) => String(rows[0]?.rows)).join('\n');
    }

    test('when a user with orders, feedback and e-mails is deleted, then nothing personal of theirs is left and the others keep theirs', async () => {
      // What the service comes to hold of the user: a confirmation, feedback with an answer, and notifications.
      await harness.publish('order.placed', {
        checkoutId: `c-${busKind}`,
        userId: victim.userId,
        parentName: victim.fullName,
        email: victim.email,
        orders: [
          {
            orderId: 1,
            childName: 'Vera Vanished',
            school: 'Sutter Elementary',
            grade: '2',
            lunchDate: '2026-11-23',
            lunchOptions: ['Veggie Pasta'],
            totalCents: 550,
          },
        ],
        totalCents: 550,
      });
      await smtp.waitFor((mail) => mail.to.includes(victim.email) && mail.subject.startsWith('Your Lunchbox order'));
      const feedback = (await harness.data(victimCaller(), SUBMIT_FEEDBACK, { input: { category: 'general', rating: 2, message: 'Signed, Victor' } }))
        .submitFeedback as FeedbackRecord;
      await harness.data(ADMIN, ANSWER_FEEDBACK, { id: feedback.id, adminResponse: 'Thanks Victor' });
      await harness.service!.flushOutbox();
      await smtp.waitFor((mail) => mail.to.includes(victim.email) && mail.subject === 'Response to your Lunchbox feedback');
      await harness.data(ADMIN, SEND_USER_EMAIL, { userId: victim.userId, subject: 'Just for you', message: 'Hello' });
      const bulk = (
        await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, {
          input: { subject: 'To all', message: 'News', recipients: 'all_users', notificationType: 'announcement' },
        })
      ).sendEmailNotification as NotificationRecord;
      const typed = (
        await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, {
          input: {
            subject: 'Typed',
            message: 'Hi',
            recipients: 'specific',
            specificEmails: `${victim.email.toUpperCase()}, ${other.email}`,
            notificationType: 'menu_update',
          },
        })
      ).sendEmailNotification as NotificationRecord;
      const whatsapp = (
        await harness.data(ADMIN, LOG_WHATSAPP, {
          input: { message: 'WA', recipients: 'specific', specificPhones: `${victim.phone}, ${other.phone}`, notificationType: 'emergency' },
        })
      ).logWhatsAppNotification as { notification: NotificationRecord };
      await harness.service!.flushOutbox();
      const otherFeedback = (
        await harness.data(asCaller({ userId: other.userId, username: other.username, isAdmin: false }), SUBMIT_FEEDBACK, {
          input: { category: 'general', rating: 5 },
        })
      ).submitFeedback as FeedbackRecord;
      assert.ok((await everythingStored()).includes(victim.email), 'the service held the address before');

      await harness.publish('user.deleted', { userId: victim.userId });

      const stored = await everythingStored();
      for (const trace of [victim.email, victim.phone, victim.fullName, 'Vera Vanished', 'Signed, Victor', victim.username]) {
        assert.ok(!stored.toLowerCase().includes(trace.toLowerCase()), `"${trace}" is still stored:\n${stored}`);
      }
      assert.deepEqual((await harness.data(victimCaller(), MY_FEEDBACK)).myFeedback, []);
      const allFeedback = (await harness.data(ADMIN, ADMIN_FEEDBACK)).adminFeedback as FeedbackRecord[];
      assert.deepEqual(
        allFeedback.map((item) => item.id),
        [otherFeedback.id],
      );

      const history = (await harness.data(ADMIN, HISTORY)).emailNotifications as NotificationRecord[];
      assert.ok(
        !history.some((entry) => ['order_confirmation', 'feedback_answer', 'direct'].includes(entry.kind)),
        'the e-mails that were theirs alone are gone',
      );
      assert.ok(
        !history.some((entry) => entry.kind === 'welcome' && entry.subject && entry.deliveries.some((delivery) => delivery.recipient === victim.email)),
      );
      const bulkAfter = history.find((entry) => entry.id === bulk.id)!;
      assert.equal(bulkAfter.sentCount, 3, 'the counts of shared notifications stay true');
      assert.deepEqual(bulkAfter.recipientEmails.filter((recipient) => recipient.startsWith('(removed #')).length, 1);
      assert.ok(bulkAfter.recipientEmails.includes(other.email));
      const typedAfter = history.find((entry) => entry.id === typed.id)!;
      assert.deepEqual(typedAfter.specificEmails, [other.email]);
      const whatsappAfter = history.find((entry) => entry.id === whatsapp.notification.id)!;
      assert.deepEqual(whatsappAfter.specificPhones, [other.phone]);
      assert.equal(whatsappAfter.recipientCount, 2);
      assert.ok(whatsappAfter.recipientPhones.includes(other.phone));

      assert.deepEqual(await harness.refused(ADMIN, SEND_USER_EMAIL, { userId: victim.userId, subject: 'Hi', message: 'There' }), {
        code: 'NOT_FOUND',
        message: 'User not found',
      });
    });

    test('when events about the deleted user arrive late, then nothing of theirs comes back and nothing is sent to them', async () => {
      await harness.untilMailSettled();
      const before = smtp.messages.length;
      await harness.publish('user.updated', { ...victim, fullName: 'Victor Returns' });
      await harness.publish('user.role_changed', { userId: victim.userId, isAdmin: true });
      await harness.publish('user.registered', { ...victim, fullName: 'Victor Again' });
      await harness.publish('order.placed', {
        checkoutId: `late-${busKind}`,
        userId: victim.userId,
        parentName: victim.fullName,
        email: victim.email,
        orders: [
          {
            orderId: 2,
            childName: 'Vera Vanished',
            school: 'Sutter Elementary',
            grade: '2',
            lunchDate: '2026-11-24',
            lunchOptions: ['Tacos'],
            totalCents: 500,
          },
        ],
        totalCents: 500,
      });
      // Each event is handled (committed); an e-mail is recorded in that transaction before it goes
      // out, so none recorded means none will be sent.
      const stored = await everythingStored();
      assert.ok(!stored.includes(victim.email) && !stored.includes('Victor'), stored);
      assert.equal(smtp.messages.length, before);
      const all = (
        await harness.data(ADMIN, SEND_EMAIL_NOTIFICATION, {
          input: { subject: 'After', message: 'News', recipients: 'all_users', notificationType: 'announcement' },
        })
      ).sendEmailNotification as NotificationRecord;
      assert.deepEqual([...all.recipientEmails].sort(), [administrator.email, other.email].sort());
    });
  });
}
