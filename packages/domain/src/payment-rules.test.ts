import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isPaymentReminderDue, paymentSettingsSchema, paypalMeLink } from './payment-rules.ts';

describe('payment rules', () => {
  it('when the PayPal link is built, then it carries the amount due with two decimals', () => {
    assert.equal(paypalMeLink('sutterlunches', 1250), 'https://www.paypal.me/sutterlunches/12.50');
  });

  it('when payment settings are saved, then the Zelle recipient must be an e-mail address or a phone number', () => {
    const good = { paypalMeHandle: 'sutterlunches', zelleRecipientName: 'Sutter PTA', zelleRecipient: 'pay@sutter.example.org' };
    assert.equal(paymentSettingsSchema.safeParse(good).success, true);
    assert.equal(paymentSettingsSchema.safeParse({ ...good, zelleRecipient: '(555) 123-4567' }).success, true);
    assert.equal(
      paymentSettingsSchema.safeParse({ ...good, zelleRecipient: 'call me' }).error?.issues[0]?.message,
      'Zelle recipient must be an e-mail address or a phone number',
    );
    assert.equal(
      paymentSettingsSchema.safeParse({ ...good, paypalMeHandle: 'has space' }).error?.issues[0]?.message,
      'PayPal.me name must be 1 to 20 letters or digits',
    );
  });

  it('when a checkout is still pending, then the reminder is due from 24 hours before its first lunch deadline until the deadline', () => {
    // Monday, November 23 closes at 05:00 UTC that day (9:00 PM Sunday in Los Angeles).
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-22T04:59:00Z')), false);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-22T05:00:00Z')), true);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-23T05:00:00Z')), true);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-23T05:00:01Z')), false);
  });
});
