import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createEvent, subjectOf, type EventEnvelope } from '@lunchbox/contracts/events';
import { durableName } from '@lunchbox/kit/messaging/bus-nats';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startNotificationHarness, type NotificationHarness, parent, resetUrlWithToken, type BusKind } from './notification-harness.ts';

for (const busKind of ['in-process', 'nats'] as BusKind[]) {
  describe(`e-mails asked for by events (${busKind} bus)`, () => {
    let smtp: SmtpCapture;
    let harness: NotificationHarness;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      harness = await startNotificationHarness({ bus: busKind, smtpUrl: smtp.url, allowRepeatedIds: true });
    });

    afterAll(async () => {
      await harness?.stop();
      await smtp?.stop();
    });

    /** Hands the very same event to the bus a second time, as a redelivery after a crash would. */
    /**
     * Delivers the event again, as a broker does after a lost acknowledgement, and waits until the
     * service has handled the repeat: over NATS, until its consumer has acknowledged everything up
     * to the repeat; in-process, until a later event of the same queue (handled in order by the
     * one replica) is handled.
     */
    async function deliverAgainAndWait(event: EventEnvelope<'user.registered'>): Promise<void> {
      if (busKind === 'in-process') {
        await harness.bus.publish(event);
        await harness.publish('user.registered', { ...event.data, userId: event.data.userId + 1000, email: `after.${event.data.email}` });
        return;
      }
      // JetStream drops a repeated msgID, so the repeat goes in under another one: same envelope, same event id.
      const connection = await connect({ servers: harness.nats!.url });
      try {
        const { seq } = await jetstream(connection).publish(subjectOf(event.type), JSON.stringify(event), { msgID: `redelivery-${event.id}` });
        const manager = await jetstreamManager(connection);
        await waitFor(
          'the repeat to be acknowledged',
          async () => (await manager.consumers.info('LUNCH', durableName('notification', event.type))).ack_floor.stream_seq,
          { until: (acknowledged) => acknowledged >= seq },
        );
      } finally {
        await connection.close();
      }
    }

    test('when a parent registers, then a welcome e-mail reaches them and the history shows it sent', async () => {
      const email = `welcome.${busKind}@example.org`;
      await harness.publishOnly('user.registered', { ...parent, email });

      const mail = await smtp.waitFor((message) => message.to.includes(email));
      assert.equal(mail.subject, 'Welcome to Lunchbox!');
      assert.equal(mail.from, 'no-reply@lunchbox.test');
      assert.match(mail.text, /Hello Jane Parent,/);
      assert.match(mail.text, /Your account "jane" has been created/);
      assert.match(mail.text, /http:\/\/lunchbox\.test\/auth/);
      assert.match(mail.html, /<strong>jane<\/strong>/);

      const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
      assert.equal(entry.kind, 'welcome');
      assert.equal(entry.status, 'sent');
      assert.equal(entry.sentCount, 1);
      assert.equal(entry.failedCount, 0);
      assert.equal(entry.error, null);
    });

    test('when a password reset is requested, then the e-mail carries the reset link and says it expires in one hour', async () => {
      const email = `reset.${busKind}@example.org`;
      const token = `tok${busKind.replace('-', '')}A1b2C3d4E5f6`;
      await harness.publishOnly('password_reset.requested', { userId: parent.userId, email, fullName: parent.fullName, resetUrl: resetUrlWithToken(token) });

      const mail = await smtp.waitFor((message) => message.to.includes(email));
      assert.deepEqual(mail.to, [email]);
      assert.equal(mail.subject, 'Reset your Lunchbox password');
      assert.ok(mail.text.includes(`http://lunchbox.test/reset-password?token=${token}`), mail.text);
      assert.ok(mail.html.includes(`href="http://lunchbox.test/reset-password?token=${token}"`), mail.html);
      assert.match(mail.text, /expires in one hour/);
      assert.match(mail.html, /expires in one hour/);

      const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
      assert.equal(entry.kind, 'password_reset');
      assert.equal(entry.status, 'sent');
      assert.equal(entry.sentCount, 1);
      // The history an administrator reads must not hand out a working reset link.
      assert.ok(!entry.message.includes(token), entry.message);
      assert.match(entry.message, /\[link removed\]/);
    });

    test('when the same event is delivered twice, then the parent gets one e-mail', async () => {
      const email = `twice.${busKind}@example.org`;
      const event = createEvent('user.registered', { ...parent, userId: 99, email });
      await harness.bus.publish(event);
      await smtp.waitFor((message) => message.to.includes(email));
      await deliverAgainAndWait(event);

      assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
      const entries = (await harness.history()).filter((item) => item.recipientEmails.includes(email));
      assert.equal(entries.length, 1);
    });
  });
}
