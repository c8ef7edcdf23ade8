import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { NotificationHarness } from './notification-harness.ts';

describe('cancellation e-mails', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  before(async () => {
    smtp = await startSmtpCapture();
    harness = await NotificationHarness.start({ bus: 'in-process', smtpUrl: smtp.url });
  });

  after(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when a closed day cancels a parent’s lunches, then they get one e-mail listing them and the credit, even if the event comes twice', async () => {
    const email = 'closure.parent@example.org';
    const event = await harness.deliver('order.cancelled', {
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
    await harness.waitHandled(event);

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
    await harness.deliver('order.cancelled', {
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
