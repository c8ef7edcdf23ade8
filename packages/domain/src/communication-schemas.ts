import { keyedMessage } from './i18n/message-keys.ts';
import { z } from 'zod';
import { requiredText } from './text-fields.ts';

/**
 * The administrator's Communications, 'send e-mail', and feedback-response forms (admin-area.md
 * sections 2, 3, 5 and 9), shared by the web app and the notification service, which checks
 * everything again whatever the browser sent.
 */

export const NOTIFICATION_TYPES = ['announcement', 'menu_update', 'payment_reminder', 'emergency'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** all_users; active_users (parents with an order in the last 30 days); specific (a typed list). */
export const RECIPIENT_CHOICES = ['all_users', 'active_users', 'specific'] as const;
export type RecipientChoice = (typeof RECIPIENT_CHOICES)[number];

export const NOTIFICATION_METHODS = ['email', 'whatsapp'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** 'active_users' means an order placed within this many days. */
export const ACTIVE_USER_DAYS = 30;

export const MAX_SPECIFIC_RECIPIENTS = 500;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 20_000;

export const COMMUNICATION_MESSAGES = {
  /** admin-area.md section 5 (WhatsApp); the server gives e-mails the same answer. */
  messageRequired: 'Please enter a message before sending.',
  subjectRequired: 'Please enter a subject before sending.',
  recipientsChoice: 'Please choose the recipients: all_users, active_users or specific.',
  notificationType: 'Please choose a notification type: announcement, menu_update, payment_reminder or emergency.',
  specificEmailsRequired: 'Please enter at least one e-mail address for specific recipients.',
  specificPhonesRequired: 'Please enter at least one phone number for specific recipients.',
  tooManyRecipients: keyedMessage('recipientsTooMany', { max: MAX_SPECIFIC_RECIPIENTS }, `At most ${MAX_SPECIFIC_RECIPIENTS} specific recipients can be given at once.`),
  subjectTooLong: keyedMessage('subjectTooLong', { max: MAX_SUBJECT_LENGTH }, `The subject must be at most ${MAX_SUBJECT_LENGTH} characters.`),
  messageTooLong: keyedMessage('messageTooLong', { max: MAX_MESSAGE_LENGTH }, `The message must be at most ${MAX_MESSAGE_LENGTH} characters.`),
  userRequired: 'Please choose the user to send the e-mail to.',
  feedbackResponseRequired: 'Please enter a response before saving.',
} as const;

export const invalidEmailMessage = (addresses: string[]) =>
  addresses.length === 1
    ? keyedMessage('invalidEmail', { address: addresses[0]! }, `Not a valid e-mail address: ${addresses[0]}`)
    : keyedMessage('invalidEmails', { addresses: addresses.join(', ') }, `Not valid e-mail addresses: ${addresses.join(', ')}`);

export const invalidPhoneMessage = (phones: string[]) =>
  phones.length === 1
    ? keyedMessage('invalidPhone', { phone: phones[0]! }, `Not a valid phone number: ${phones[0]}`)
    : keyedMessage('invalidPhones', { phones: phones.join(', ') }, `Not valid phone numbers: ${phones.join(', ')}`);

/**
 * The 'specific' recipients as typed: a comma-separated text or a list (each entry may itself hold
 * commas), every entry trimmed, blanks dropped, each address once whatever its case.
 */
export function splitRecipientList(value: string | readonly string[] | null | undefined): string[] {
  const entries = value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const part of String(entry).split(',')) {
      const trimmed = part.trim();
      if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return [...seen.values()];
}

const emailAddress = z.email();

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && emailAddress.safeParse(text).success;
}

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164's most). */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const boundedText = (message: string, max: number, tooLong: string) => requiredText(message).max(max, tooLong);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).nullish();

const recipientList = z.union([z.string(), z.array(z.string())]).nullish();

const subjectField = boundedText(COMMUNICATION_MESSAGES.subjectRequired, MAX_SUBJECT_LENGTH, COMMUNICATION_MESSAGES.subjectTooLong);
const messageField = boundedText(COMMUNICATION_MESSAGES.messageRequired, MAX_MESSAGE_LENGTH, COMMUNICATION_MESSAGES.messageTooLong);

const titleField = optionalText(MAX_SUBJECT_LENGTH, COMMUNICATION_MESSAGES.subjectTooLong);

/**
 * What both Communications forms ask besides the title (and the e-mail's subject), in the order the
 * first refusal is picked: the message, who gets it and its kind.
 */
const notificationFields = {
  message: messageField,
  recipients: z.enum(RECIPIENT_CHOICES, { error: COMMUNICATION_MESSAGES.recipientsChoice }),
  notificationType: z.enum(NOTIFICATION_TYPES, { error: COMMUNICATION_MESSAGES.notificationType }),
};

/**
 * The 'specific' recipients of a Communications form, split from the typed list and each checked:
 * at least one, every one valid, at most MAX_SPECIFIC_RECIPIENTS; null for the other choices.
 */
function specificRecipients(
  recipients: RecipientChoice,
  list: string | readonly string[] | null | undefined,
  field: string,
  ctx: z.RefinementCtx,
  rule: { isValid: (entry: string) => boolean; required: string; invalid: (entries: string[]) => string },
): string[] | null {
  if (recipients !== 'specific') return null;
  const entries = splitRecipientList(list);
  const invalid = entries.filter((entry) => !rule.isValid(entry));
  if (entries.length === 0) ctx.addIssue({ code: 'custom', message: rule.required, path: [field] });
  else if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: rule.invalid(invalid), path: [field] });
  else if (entries.length > MAX_SPECIFIC_RECIPIENTS) ctx.addIssue({ code: 'custom', message: COMMUNICATION_MESSAGES.tooManyRecipients, path: [field] });
  return entries;
}

/** The e-mail form of Communications (admin-area.md section 7: POST /api/email-notifications). */
export const emailNotificationSchema = z
  .object({ title: titleField, subject: subjectField, ...notificationFields, specificEmails: recipientList })
  .transform((value, ctx) => {
    const specificEmails = specificRecipients(value.recipients, value.specificEmails, 'specificEmails', ctx, {
      isValid: isEmailAddress,
      required: COMMUNICATION_MESSAGES.specificEmailsRequired,
      invalid: invalidEmailMessage,
    });
    return { ...value, title: value.title || value.subject, specificEmails };
  });
export type EmailNotificationInput = z.input<typeof emailNotificationSchema>;
export type EmailNotificationValues = z.output<typeof emailNotificationSchema>;

/** The WhatsApp form of Communications (POST /api/whatsapp-notifications); only logged, never sent. */
export const whatsAppNotificationSchema = z.object({ title: titleField, ...notificationFields, specificPhones: recipientList }).transform((value, ctx) => {
  const specificPhones = specificRecipients(value.recipients, value.specificPhones, 'specificPhones', ctx, {
    isValid: isPhoneNumber,
    required: COMMUNICATION_MESSAGES.specificPhonesRequired,
    invalid: invalidPhoneMessage,
  });
  return { ...value, title: value.title || null, specificPhones };
});
export type WhatsAppNotificationInput = z.input<typeof whatsAppNotificationSchema>;
export type WhatsAppNotificationValues = z.output<typeof whatsAppNotificationSchema>;

/** The answer of a logged WhatsApp notification (admin-area.md section 8). */
export const whatsAppLoggedMessage = (recipients: number) =>
  `WhatsApp notification logged successfully for ${recipients} recipients! (Simulation mode - messages are not actually sent)`;

/** The Users tab's send e-mail dialog: subject and message non-empty after trimming (admin-area.md section 2). */
export const directEmailSchema = z.object({
  userId: z.number({ error: COMMUNICATION_MESSAGES.userRequired }).int(COMMUNICATION_MESSAGES.userRequired).positive(COMMUNICATION_MESSAGES.userRequired),
  subject: subjectField,
  message: messageField,
});
export type DirectEmailInput = z.input<typeof directEmailSchema>;

/** The feedback response dialog: non-empty after trimming (admin-area.md section 5). */
export const feedbackResponseSchema = z.object({
  adminResponse: boundedText(COMMUNICATION_MESSAGES.feedbackResponseRequired, MAX_MESSAGE_LENGTH, COMMUNICATION_MESSAGES.messageTooLong),
});
export type FeedbackResponseInput = z.input<typeof feedbackResponseSchema>;
