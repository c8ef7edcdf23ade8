import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  isPaymentReminderDue,
  normalizePaymentReference,
  PAYMENT_REFERENCE_PATTERN,
  paymentReferenceFrom,
  paymentSettingsSchema,
  paypalMeLink,
} from './payment-rules.ts';
import { seededSchoolClock } from './school-deadline.ts';

describe('payment rules', () => {
  it('when the PayPal link is built, then it carries the amount due with two decimals', () => {
    assert.equal(paypalMeLink('sutterlunches', 1250), 'https://www.paypal.me/sutterlunches/12.50');
    assert.equal(paypalMeLink('sutterlunches', null), 'https://www.paypal.me/sutterlunches');
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
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-22T04:59:00Z'), seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-22T05:00:00Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-23T05:00:00Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.equal(isPaymentReminderDue('2026-11-23', new Date('2026-11-23T05:00:01Z'), seededSchoolClock('America/Los_Angeles')), false);
  });
});

describe('payment reference', () => {
  it('when a reference is made, then it reads LB- and five characters without 0, O, 1 or I', () => {
    assert.equal(paymentReferenceFrom(new Uint8Array([5, 17, 1, 22, 7])), 'LB-7K3Q9');
    for (let seed = 0; seed < 256; seed += 1) {
      const reference = paymentReferenceFrom(new Uint8Array([seed, seed + 1, seed * 7, 255 - seed, seed ^ 0x55].map((value) => value & 0xff)));
      assert.match(reference, PAYMENT_REFERENCE_PATTERN);
      assert.doesNotMatch(reference.slice(3), /[01OI]/);
    }
  });

  it('when a person types a reference with spaces or in lower case, then it reads as the reference', () => {
    assert.equal(normalizePaymentReference(' lb-7k3q9 '), 'LB-7K3Q9');
  });
});
