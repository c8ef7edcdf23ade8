import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import {
  COMMUNICATION_MESSAGES,
  directEmailSchema,
  emailNotificationSchema,
  feedbackResponseSchema,
  isPhoneNumber,
  splitRecipientList,
  whatsAppLoggedMessage,
  whatsAppNotificationSchema,
} from './communication-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('communication forms', () => {
  test('when specific recipients are typed with commas and spaces, then each address is kept once, trimmed', () => {
    assert.deepEqual(splitRecipientList(' a@example.org, b@example.org ,,A@example.org , '), ['a@example.org', 'b@example.org']);
    assert.deepEqual(splitRecipientList(['a@example.org', ' c@example.org, d@example.org']), ['a@example.org', 'c@example.org', 'd@example.org']);
    assert.deepEqual(splitRecipientList(null), []);
  });

  test('when an e-mail notification goes to specific recipients, then the typed list becomes trimmed addresses and the title defaults to the subject', () => {
    const parsed = emailNotificationSchema.parse({
      subject: ' Menu ',
      message: 'Hello',
      recipients: 'specific',
      specificEmails: 'a@example.org , b@example.org',
      notificationType: 'menu_update',
    });
    assert.deepEqual(parsed, {
      title: 'Menu',
      subject: 'Menu',
      message: 'Hello',
      recipients: 'specific',
      specificEmails: ['a@example.org', 'b@example.org'],
      notificationType: 'menu_update',
    });
  });

  test('when an e-mail notification is incomplete, then each mistake is named in words', () => {
    const base = { subject: 'S', message: 'M', recipients: 'all_users', notificationType: 'announcement' };
    assert.equal(firstMessage(emailNotificationSchema.safeParse({ ...base, message: '   ' })), COMMUNICATION_MESSAGES.messageRequired);
    assert.equal(firstMessage(emailNotificationSchema.safeParse({ ...base, subject: undefined })), COMMUNICATION_MESSAGES.subjectRequired);
    assert.equal(firstMessage(emailNotificationSchema.safeParse({ ...base, recipients: 'everyone' })), COMMUNICATION_MESSAGES.recipientsChoice);
    assert.equal(firstMessage(emailNotificationSchema.safeParse({ ...base, notificationType: 'spam' })), COMMUNICATION_MESSAGES.notificationType);
    assert.equal(
      firstMessage(emailNotificationSchema.safeParse({ ...base, recipients: 'specific', specificEmails: ' , ' })),
      COMMUNICATION_MESSAGES.specificEmailsRequired,
    );
    assert.equal(
      firstMessage(emailNotificationSchema.safeParse({ ...base, recipients: 'specific', specificEmails: 'ok@example.org, not-an-address, also bad' })),
      'Not valid e-mail addresses: not-an-address, also bad',
    );
  });

  test('when a WhatsApp message is empty, then it is refused with the spec text', () => {
    const result = whatsAppNotificationSchema.safeParse({ message: ' ', recipients: 'all_users', notificationType: 'announcement' });
    assert.equal(firstMessage(result), 'Please enter a message before sending.');
    assert.equal(whatsAppLoggedMessage(3), 'WhatsApp notification logged successfully for 3 recipients! (Simulation mode - messages are not actually sent)');
  });

  test('when WhatsApp phones are typed, then real numbers pass and anything else is named', () => {
    assert.ok(isPhoneNumber('555-123-4567'));
    assert.ok(isPhoneNumber('+1 (555) 123 4567'));
    assert.equal(isPhoneNumber('12345'), false);
    assert.equal(isPhoneNumber('call me'), false);
    const result = whatsAppNotificationSchema.safeParse({
      message: 'Hi',
      recipients: 'specific',
      specificPhones: '555-123-4567, nope',
      notificationType: 'emergency',
    });
    assert.equal(firstMessage(result), 'Not a valid phone number: nope');
  });

  test('when the send e-mail dialog or the feedback response is blank after trimming, then it is refused', () => {
    assert.equal(firstMessage(directEmailSchema.safeParse({ userId: 3, subject: '  ', message: 'Hi' })), COMMUNICATION_MESSAGES.subjectRequired);
    assert.equal(firstMessage(directEmailSchema.safeParse({ userId: 3, subject: 'Hi', message: '\n' })), COMMUNICATION_MESSAGES.messageRequired);
    assert.deepEqual(directEmailSchema.parse({ userId: 3, subject: ' Hi ', message: ' There ' }), { userId: 3, subject: 'Hi', message: 'There' });
    assert.equal(firstMessage(feedbackResponseSchema.safeParse({ adminResponse: '   ' })), COMMUNICATION_MESSAGES.feedbackResponseRequired);
    assert.equal(firstMessage(feedbackResponseSchema.safeParse({})), COMMUNICATION_MESSAGES.feedbackResponseRequired);
  });
});
