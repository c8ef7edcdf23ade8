import { Router } from 'express';
import { body, route, runOperation, type RestDeps } from './operation.ts';

export const NOTIFICATION_FIELDS =
  'id kind method title subject message recipients specificEmails specificPhones notificationType recipientEmails recipientPhones recipientCount status sentCount failedCount error createdAt completedAt deliveries { recipient status attempts error sentAt }';

const TEMPLATE_FIELDS = 'id name notificationType title subject message';

/** JSON numbers where the graph takes text travel as their text. */
function text(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** Numeric text where the graph takes a number ("12" from a form) travels as the number. */
function number(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** A recipient list may be sent as a comma-separated text or as a list; the service splits and trims both. */
function list(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  return Array.isArray(value) ? value.map(text) : [text(value)];
}

/** A record of the history as REST answers it, with the one recipient of a single e-mail named. */
function withRecipient(record: { recipientEmails: string[] } & Record<string, unknown>) {
  return { recipient: record.recipientEmails[0] ?? null, ...record };
}

/**
 * The Communications, Users ('send e-mail') and Settings ('Test Email System') calls of the admin
 * dashboard (admin-area.md section 7). Every send answers what really happened: status (sent,
 * partial, failed; pending if still under way), sentCount and failedCount.
 */
export function notificationRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/email-notifications',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query EmailHistory { emailNotifications { ${NOTIFICATION_FIELDS} } }`);
      res.json(data.emailNotifications);
    }),
  );

  router.post(
    '/email-notifications',
    route(async (req, res) => {
      const { title, subject, message, recipients, specificEmails, notificationType, status } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation SendEmailNotification($input: EmailNotificationInput!) { sendEmailNotification(input: $input) { ${NOTIFICATION_FIELDS} } }`,
        {
          input: {
            title: text(title),
            subject: text(subject),
            message: text(message),
            recipients: text(recipients),
            specificEmails: list(specificEmails),
            notificationType: text(notificationType),
            status: text(status),
          },
        },
      );
      res.status(201).json(data.sendEmailNotification);
    }),
  );

  router.get(
    '/email-templates',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query EmailTemplates { emailTemplates { ${TEMPLATE_FIELDS} } }`);
      res.json(data.emailTemplates);
    }),
  );

  router.post(
    '/whatsapp-notifications',
    route(async (req, res) => {
      const { title, message, recipients, specificPhones, notificationType } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) { logWhatsAppNotification(input: $input) { sentTo message notification { ${NOTIFICATION_FIELDS} } } }`,
        {
          input: {
            title: text(title),
            message: text(message),
            recipients: text(recipients),
            specificPhones: list(specificPhones),
            notificationType: text(notificationType),
          },
        },
      );
      res.status(201).json(data.logWhatsAppNotification);
    }),
  );

  router.post(
    '/admin/send-email',
    route(async (req, res) => {
      const { userId, subject, message } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation SendUserEmail($userId: Int, $subject: String, $message: String) { sendUserEmail(userId: $userId, subject: $subject, message: $message) { ${NOTIFICATION_FIELDS} } }`,
        { userId: number(userId), subject: text(subject), message: text(message) },
      );
      res.json(withRecipient(data.sendUserEmail));
    }),
  );

  router.post(
    '/admin/test-email',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `mutation SendTestEmail { sendTestEmail { ${NOTIFICATION_FIELDS} } }`);
      res.json(withRecipient(data.sendTestEmail));
    }),
  );

  return router;
}
