import { z } from 'zod';
import { directEmailSchema, emailNotificationSchema, whatsAppNotificationSchema } from '@lunchbox/domain/communication-schemas';
import { notificationShape, selectionOf, templateShape, whatsAppResultShape } from '../answer-shapes.ts';
import type { OperationData } from '../operation.ts';
import { asList, asNumber, asText } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';

const NOTIFICATION = selectionOf(notificationShape);

/** A recipient list may be sent as a comma-separated text or as a list; the service splits and trims both. */
function recipientList(value: unknown): unknown {
  const list = asList(value);
  return Array.isArray(list) ? list.map(asText) : list;
}

/** A record of the mail history as REST answers it, with the one recipient of a single e-mail named. */
function withRecipient(record: OperationData) {
  return { recipient: (record.recipientEmails as string[])[0] ?? null, ...record };
}

const withRecipientShape = notificationShape.extend({ recipient: z.string().nullable() });

/**
 * The Communications, Users ('send e-mail') and Settings ('Test Email System') calls of the admin
 * dashboard (admin-area.md section 7). Every send answers what really happened: status (sent,
 * partial, failed; pending if still under way), sentCount and failedCount.
 */
export const communicationRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/email-notifications',
    summary: 'The history of e-mails and WhatsApp notifications',
    tag: 'Communications',
    access: 'administrator',
    operation: `query EmailHistory { emailNotifications { ${NOTIFICATION} } }`,
    response: z.array(notificationShape),
  },
  {
    method: 'POST',
    path: '/email-notifications',
    summary: 'E-mail a notification to parents',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendEmailNotification($input: EmailNotificationInput!) { sendEmailNotification(input: $input) { ${NOTIFICATION} } }`,
    variables: ({ body }) => ({
      input: {
        title: asText(body.title),
        subject: asText(body.subject),
        message: asText(body.message),
        recipients: asText(body.recipients),
        specificEmails: recipientList(body.specificEmails),
        notificationType: asText(body.notificationType),
        status: asText(body.status),
      },
    }),
    status: 201,
    body: emailNotificationSchema,
    response: notificationShape,
  },
  {
    method: 'GET',
    path: '/email-templates',
    summary: 'The notification templates',
    tag: 'Communications',
    access: 'administrator',
    operation: 'query EmailTemplates { emailTemplates { id name notificationType title subject message } }',
    response: z.array(templateShape),
  },
  {
    method: 'POST',
    path: '/whatsapp-notifications',
    summary: 'Log a WhatsApp notification (simulation: nothing is sent)',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) { logWhatsAppNotification(input: $input) { sentTo message notification { ${NOTIFICATION} } } }`,
    variables: ({ body }) => ({
      input: {
        title: asText(body.title),
        message: asText(body.message),
        recipients: asText(body.recipients),
        specificPhones: recipientList(body.specificPhones),
        notificationType: asText(body.notificationType),
      },
    }),
    status: 201,
    body: whatsAppNotificationSchema,
    response: whatsAppResultShape,
  },
  {
    method: 'POST',
    path: '/admin/send-email',
    summary: 'E-mail one user',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendUserEmail($userId: Int, $subject: String, $message: String) { sendUserEmail(userId: $userId, subject: $subject, message: $message) { ${NOTIFICATION} } }`,
    variables: ({ body }) => ({ userId: asNumber(body.userId), subject: asText(body.subject), message: asText(body.message) }),
    answer: (data) => withRecipient(data.sendUserEmail),
    body: directEmailSchema,
    response: withRecipientShape,
  },
  {
    method: 'POST',
    path: '/admin/test-email',
    summary: 'E-mail the signed-in administrator a test message',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendTestEmail { sendTestEmail { ${NOTIFICATION} } }`,
    answer: (data) => withRecipient(data.sendTestEmail),
    response: withRecipientShape,
  },
];
