import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { startNotificationHarness, type NotificationHarness } from './notification-harness.ts';

describe('allergen alert e-mails (issue 13)', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The bus hands the same event id over again, as a redelivery after a crash would: the inbox alone keeps it to one e-mail.
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, allowRepeatedIds: true });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when a dish gains an allergen of two of a parent’s children, then the parent gets one e-mail naming each child, day and allergen, even if the event comes twice', async () => {
    const email = 'allergy.parent@example.org';
    const event = await harness.publish('order.allergen_flagged', {
      userId: 61,
      parentName: 'Maria Lopez',
      email,
      menuItem: 'Rice Bowl',
      lunches: [
        { orderId: 3, childName: 'Ava', lunchDate: '2026-11-30', allergens: ['sesame'] },
        { orderId: 4, childName: 'Ben', lunchDate: '2026-12-01', allergens: ['sesame', 'fish'] },
      ],
    });
    await harness.bus.publish(event);
    await harness.waitUntilHandled(event.id);

    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'Allergen alert: Rice Bowl now contains something your child is allergic to');
    assert.match(mail.text, /- Monday, November 30, 2026: Ava is allergic to sesame\n- Tuesday, December 1, 2026: Ben is allergic to sesame and fish/);
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.kind, 'allergen_alert');
    assert.equal(smtp.messages.filter((message) => message.to.includes(email)).length, 1);
  });
});
