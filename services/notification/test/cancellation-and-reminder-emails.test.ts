import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { startNotificationHarness, type NotificationHarness } from './notification-harness.ts';

describe('cancellation e-mails', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when a closed day cancels a parent’s lunches, then they get one e-mail listing them and the credit, even if the event comes twice', async () => {
    const email = 'closure.parent@example.org';
    const event = await harness.publish('order.cancelled', {
      userId: 51,
      parentName: 'Maria Lopez',
      email,
      cause: 'closure',
      closureReason: 'Thanksgiving',
      orders: [
        { orderId: 9, childName: 'Eve', school: 'Sutter Elementary', grade: '3', lunchDate: '2026-11-26', lunchOptions: ['Turkey dinner'], totalCents: 675 },
        { orderId: 8, childName: 'Dan', school: 'Sutter Elementary', grade: '5', lunchDate: '2026-11-26', lunchOptions: ['Turkey dinner'], totalCents: 675 },
      ],
      creditedCents: 675,
    });
    await harness.bus.publish(event);
    await harness.waitUntilHandled(event.id);

    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'No service – Thanksgiving: 2 lunches cancelled');
    assert.match(mail.text, /There is no lunch service on that day \(Thanksgiving\), so these lunches were cancelled:/);
    assert.match(mail.text, /- Thursday, November 26, 2026: Turkey dinner for Dan\n- Thursday, November 26, 2026: Turkey dinner for Eve/);
    assert.match(mail.text, /\$6\.75 was credited to your account\. It is used automatically at your next checkout\./);
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.kind, 'order_cancelled');
    assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
  });

  test('when a parent cancels an unpaid lunch, then the e-mail says it was cancelled without credit', async () => {
    const email = 'self.cancel@example.org';
    await harness.publish('order.cancelled', {
      userId: 52,
      parentName: 'Tom Ray',
      email,
      cause: 'parent',
      closureReason: null,
      orders: [{ orderId: 10, childName: 'Fay', school: 'Sutter Elementary', grade: '2', lunchDate: '2026-11-30', lunchOptions: ['Chili'], totalCents: 600 }],
      creditedCents: 0,
    });
    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'Your Lunchbox lunch was cancelled');
    assert.match(mail.text, /As you asked, this lunch was cancelled:/);
    assert.match(mail.text, /Nothing had been paid for it, so there is no credit\./);
  });
});

describe('pending-payment reminder e-mails', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when a checkout is still unpaid a day before its deadline, then the parent is reminded once with the amount, the reference and the deadline', async () => {
    const email = 'reminder.parent@example.org';
    const event = await harness.publish('checkout.payment_reminder_due', {
      paymentReference: 'LB-7K3Q9',
      userId: 61,
      parentName: 'Maria Lopez',
      email,
      amountDueCents: 1175,
      firstLunchDate: '2026-11-23',
    });
    await harness.bus.publish(event);
    await harness.waitUntilHandled(event.id);
    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'Reminder: your lunch payment LB-7K3Q9 is still open');
    assert.match(
      mail.text,
      /We have not received your payment of \$11\.75 \(reference LB-7K3Q9\) yet\. Your first lunch of this order is on Monday, November 23, 2026\./,
    );
    assert.match(mail.text, /Until its ordering deadline \(9:00 PM on Sunday, November 22\)/);
    assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
  });
});
