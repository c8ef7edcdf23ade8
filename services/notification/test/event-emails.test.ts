import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createEvent, subjectOf, type EventEnvelope } from '@lunchbox/contracts/events';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { NotificationHarness, parent, resetUrlWithToken, type BusKind } from './notification-harness.ts';

for (const busKind of ['in-process', 'nats'] as BusKind[]) {
  describe(`e-mails asked for by events (${busKind} bus)`, () => {
    let smtp: SmtpCapture;
    let harness: NotificationHarness;

    before(async () => {
      smtp = await startSmtpCapture();
      harness = await NotificationHarness.start({ bus: busKind, smtpUrl: smtp.url, allowRepeatedIds: true });
    });

    after(async () => {
      await harness?.stop();
      await smtp?.stop();
    });

    /** Hands the very same event to the bus a second time, as a redelivery after a crash would. */
    async function deliverAgain(event: EventEnvelope): Promise<void> {
      if (busKind === 'in-process') {
        await harness.bus.publish(event);
        return;
      }
      // JetStream drops a repeated msgID, so the repeat goes in under another one: same envelope, same event id.
      const connection = await connect({ servers: harness.nats!.url });
      try {
        await jetstream(connection).publish(subjectOf(event.type), JSON.stringify(event), { msgID: `redelivery-${event.id}` });
      } finally {
        await connection.close();
      }
    }

    test('when a parent registers, then a welcome e-mail reaches them and the history shows it sent', async () => {
      const email = `welcome.${busKind}@example.org`;
      await harness.publish('user.registered', { ...parent, email });

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
      await harness.publish('password_reset.requested', { userId: parent.userId, email, fullName: parent.fullName, resetUrl: resetUrlWithToken(token) });

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
      await deliverAgain(event);

      // A later event on the same consumer proves the repeat was handled (and skipped) before it.
      const marker = `marker.${busKind}@example.org`;
      await harness.publish('user.registered', { ...parent, userId: 100, email: marker });
      await smtp.waitFor((message) => message.to.includes(marker));
      await sleep(200);

      assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
      const entries = (await harness.history()).filter((item) => item.recipientEmails.includes(email));
      assert.equal(entries.length, 1);
    });
  });
}
