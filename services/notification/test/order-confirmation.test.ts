import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { startNotificationHarness, type NotificationHarness, type BusKind } from './notification-harness.ts';

for (const busKind of ['in-process', 'nats'] as BusKind[]) {
  describe(`order confirmation e-mails (${busKind} bus)`, () => {
    let smtp: SmtpCapture;
    let harness: NotificationHarness;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      harness = await startNotificationHarness({ bus: busKind, smtpUrl: smtp.url });
    });

    afterAll(async () => {
      await harness?.stop();
      await smtp?.stop();
    });

    test('when a checkout is placed, then the parent is e-mailed each lunch with its date, child and price, the total, and how to pay', async () => {
      const email = `maria.${busKind}@example.org`;
      await harness.publishOnly('order.placed', {
        checkoutId: `checkout-${busKind}`,
        userId: 41,
        parentName: 'Maria Lopez',
        email,
        orders: [
          {
            orderId: 3,
            childName: 'Ben',
            school: 'Bucher Middle School',
            grade: '7',
            lunchDate: '2026-11-24',
            lunchOptions: ['Chicken Wrap'],
            totalCents: 625,
          },
          { orderId: 1, childName: 'Ana', school: 'Sutter Elementary', grade: '3', lunchDate: '2026-11-19', lunchOptions: ['Mac and Cheese'], totalCents: 500 },
          {
            orderId: 2,
            childName: 'Ben',
            school: 'Bucher Middle School',
            grade: '7',
            lunchDate: '2026-11-23T00:00:00.000Z',
            lunchOptions: ['Veggie Pasta'],
            totalCents: 550,
          },
        ],
        totalCents: 1675,
      });

      const mail = await smtp.waitFor((message) => message.to.includes(email));
      assert.equal(mail.subject, 'Your Lunchbox order: 3 lunches, total $16.75');
      assert.match(mail.text, /Hello Maria Lopez,/);
      const lines = mail.text.split('\n').filter((line) => line.startsWith('- '));
      assert.deepEqual(lines, [
        '- Thursday, November 19, 2026: Mac and Cheese for Ana (Sutter Elementary, Grade 3) - $5.00',
        '- Monday, November 23, 2026: Veggie Pasta for Ben (Bucher Middle School, Grade 7) - $5.50',
        '- Tuesday, November 24, 2026: Chicken Wrap for Ben (Bucher Middle School, Grade 7) - $6.25',
      ]);
      assert.match(mail.text, /Total: \$16\.75/);
      assert.match(mail.text, /Please pay the total of \$16\.75 with PayPal or Zelle/);
      assert.match(mail.text, /an administrator marks your order as paid/);
      assert.match(mail.text, /http:\/\/lunchbox\.test\/my-orders/);
      // The deadline is the domain rule's, not the spec's "24 hours before".
      assert.match(
        mail.text,
        /cancel a lunch in your order history until its ordering deadline \(9:00 PM \(10:00 PM in daylight saving time\) the evening before, Pacific Time\)/,
      );
      assert.match(mail.html, /Thursday, November 19, 2026/);
      assert.match(mail.html, /\$16\.75/);

      const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
      assert.equal(entry.kind, 'order_confirmation');
      assert.equal(entry.status, 'sent');
    });

    test('when a checkout used credit and has a payment reference, then the e-mail asks for the amount due with the reference', async () => {
      const email = `ref.${busKind}@example.org`;
      await harness.publishOnly('order.placed', {
        checkoutId: `ref-${busKind}`,
        paymentReference: 'LB-7K3Q9',
        creditAppliedCents: 500,
        amountDueCents: 250,
        userId: 43,
        parentName: 'Rita Ref',
        email,
        orders: [
          { orderId: 20, childName: 'Pia', school: 'Sutter Elementary', grade: '3', lunchDate: '2026-11-24', lunchOptions: ['Pasta Bake'], totalCents: 750 },
        ],
        totalCents: 750,
      });
      const mail = await smtp.waitFor((message) => message.to.includes(email));
      assert.match(mail.text, /Your account credit of \$5\.00 was used\./);
      assert.match(mail.text, /Please pay \$2\.50 with PayPal or Zelle and write the payment reference LB-7K3Q9 in the note/);
    });

    test('when a single lunch is ordered, then the e-mail speaks of one lunch', async () => {
      const email = `solo.${busKind}@example.org`;
      await harness.publishOnly('order.placed', {
        checkoutId: `solo-${busKind}`,
        userId: 42,
        parentName: 'Sol Single',
        email,
        orders: [
          { orderId: 9, childName: 'Cleo', school: 'Stratford Pomeroy', grade: 'KG', lunchDate: '2026-11-27', lunchOptions: ['Pizza Friday'], totalCents: 650 },
        ],
        totalCents: 650,
      });
      const mail = await smtp.waitFor((message) => message.to.includes(email));
      assert.equal(mail.subject, 'Your Lunchbox order: 1 lunch, total $6.50');
      assert.match(mail.text, /This lunch is booked:/);
      assert.match(mail.text, /- Friday, November 27, 2026: Pizza Friday for Cleo \(Stratford Pomeroy, Grade KG\) - \$6\.50/);
    });
  });
}

describe('order confirmation e-mails, the event delivered again', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The bus hands the same event id over again, as a redelivery after a crash would: the inbox row, written in the confirmation's one statement, keeps it to one e-mail.
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, allowRepeatedIds: true });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when the same order.placed comes twice, then the parent gets one confirmation and the history holds one', async () => {
    const email = 'twice.parent@example.org';
    const event = await harness.publish('order.placed', {
      checkoutId: 'checkout-twice',
      userId: 43,
      parentName: 'Tess Twice',
      email,
      orders: [
        { orderId: 21, childName: 'Ivy', school: 'Sutter Elementary', grade: '2', lunchDate: '2026-11-25', lunchOptions: ['Fish Tacos'], totalCents: 600 },
      ],
      totalCents: 600,
    });
    await harness.bus.publish(event);
    await harness.waitUntilHandled(event.id);

    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'Your Lunchbox order: 1 lunch, total $6.00');
    await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status === 'sent');
    assert.equal((await harness.history()).filter((item) => item.recipientEmails.includes(email)).length, 1);
    assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
  });
});

describe('order confirmations in a rush', () => {
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

  test('when thirty checkouts are placed at once, then each parent gets one confirmation and each one shows as sent in the history', async () => {
    const parents = Array.from({ length: 30 }, (_, index) => ({ userId: 500 + index, email: `rush.${index}@example.org` }));
    // Their e-mails' records close while the next ones are sent, several in one statement: none may be left pending.
    await Promise.all(
      parents.map(({ userId, email }) =>
        harness.publishOnly('order.placed', {
          checkoutId: `checkout-rush-${userId}`,
          userId,
          parentName: `Parent ${userId}`,
          email,
          orders: [
            {
              orderId: userId,
              childName: 'Kid',
              school: 'Sutter Elementary',
              grade: '2',
              lunchDate: '2026-11-25',
              lunchOptions: ['Fish Tacos'],
              totalCents: 600,
            },
          ],
          totalCents: 600,
        }),
      ),
    );
    for (const { email } of parents) await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status === 'sent');
    const history = await harness.history();
    for (const { email } of parents) {
      assert.equal(history.filter((item) => item.recipientEmails.includes(email)).length, 1, email);
      assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1, email);
    }
  });
});
