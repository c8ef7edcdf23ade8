import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isLowBalanceAlertDue, isLowBalanceAlertRearmed } from './low-balance.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema, notificationSettingsView, reminderChannels } from './notification-settings.ts';

function refusal(body: unknown): string | undefined {
  const result = notificationSettingsSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('notification settings', () => {
  it('when a parent sends the settings, then the threshold is stored in cents and read back as decimal text', () => {
    const settings = notificationSettingsSchema.parse({ reminders: { email: false, whatsapp: true }, lowBalance: { email: true, threshold: '12.5' } });
    assert.deepEqual(settings, { reminders: { email: false, whatsapp: true }, lowBalance: { email: true, thresholdCents: 1250 } });
    assert.deepEqual(notificationSettingsView(settings), { reminders: { email: false, whatsapp: true }, lowBalance: { email: true, threshold: '12.50' } });
  });

  it('when fields are left out, then they take the defaults: e-mails on, WhatsApp off, threshold 10.00', () => {
    assert.deepEqual(notificationSettingsSchema.parse({}), DEFAULT_NOTIFICATION_SETTINGS);
    assert.deepEqual(notificationSettingsSchema.parse({ lowBalance: { email: false } }).lowBalance, { email: false, thresholdCents: 1000 });
    assert.equal(notificationSettingsView(DEFAULT_NOTIFICATION_SETTINGS).lowBalance.threshold, '10.00');
  });

  it('when the threshold is zero, then it is kept', () => {
    assert.equal(notificationSettingsSchema.parse({ lowBalance: { threshold: '0' } }).lowBalance.thresholdCents, 0);
  });

  it('when the threshold is negative or not an amount, then the refusal names the field', () => {
    assert.equal(refusal({ lowBalance: { threshold: '-1.00' } }), 'lowBalance.threshold must not be negative');
    assert.equal(refusal({ lowBalance: { threshold: -5 } }), 'lowBalance.threshold must not be negative');
    assert.equal(refusal({ lowBalance: { threshold: 'ten' } }), 'lowBalance.threshold must be a dollar amount with at most 2 decimals, such as 10.00');
    assert.equal(refusal({ lowBalance: { threshold: '10.005' } }), 'lowBalance.threshold must be a dollar amount with at most 2 decimals, such as 10.00');
  });

  it('when a key is unknown or a value is not true or false, then the refusal names it', () => {
    assert.equal(refusal({ sms: true }), 'Unknown field: sms');
    assert.equal(refusal({ reminders: { email: true, sms: true } }), 'Unknown field: reminders.sms');
    assert.equal(refusal({ lowBalance: { whatsapp: true } }), 'Unknown field: lowBalance.whatsapp');
    assert.equal(refusal({ reminders: { email: 'yes' } }), 'reminders.email must be true or false');
    assert.equal(refusal({ reminders: 'off' }), 'reminders must be an object');
  });

  it('when reminders are off, then no channel carries them; WhatsApp only for an opted-in parent with a number', () => {
    const settings = (email: boolean, whatsapp: boolean) => ({ ...DEFAULT_NOTIFICATION_SETTINGS, reminders: { email, whatsapp } });
    assert.deepEqual(reminderChannels(settings(false, false), { hasWhatsAppNumber: true }), []);
    assert.deepEqual(reminderChannels(settings(true, true), { hasWhatsAppNumber: true }), ['email', 'whatsapp']);
    assert.deepEqual(reminderChannels(settings(true, true), { hasWhatsAppNumber: false }), ['email']);
    assert.deepEqual(reminderChannels(settings(false, true), { hasWhatsAppNumber: true }), ['whatsapp']);
  });
});

describe('low balance e-mail', () => {
  const settings = DEFAULT_NOTIFICATION_SETTINGS;

  it('when the balance falls below the threshold with a standing order active, then one e-mail is due', () => {
    assert.equal(isLowBalanceAlertDue({ balanceCents: 999, settings, standingOrderActive: true, alreadySent: false }), true);
    assert.equal(isLowBalanceAlertDue({ balanceCents: 999, settings, standingOrderActive: true, alreadySent: true }), false);
  });

  it('when the balance is at the threshold, no standing order is active or the parent turned it off, then none is due', () => {
    assert.equal(isLowBalanceAlertDue({ balanceCents: 1000, settings, standingOrderActive: true, alreadySent: false }), false);
    assert.equal(isLowBalanceAlertDue({ balanceCents: 0, settings, standingOrderActive: false, alreadySent: false }), false);
    const off = { ...settings, lowBalance: { email: false, thresholdCents: 1000 } };
    assert.equal(isLowBalanceAlertDue({ balanceCents: 0, settings: off, standingOrderActive: true, alreadySent: false }), false);
  });

  it('when a top-up brings the balance back to the threshold, then the next fall may e-mail again', () => {
    assert.equal(isLowBalanceAlertRearmed(999, settings), false);
    assert.equal(isLowBalanceAlertRearmed(1000, settings), true);
  });
});
