/** The notification subgraph's operations, as the gateway's REST paths and the web app send them. */

export const NOTIFICATION_FIELDS =
  'id kind method title subject message recipients specificEmails specificPhones notificationType recipientEmails recipientPhones recipientCount status sentCount failedCount error deliveries { recipient status attempts error }';

export const SEND_EMAIL_NOTIFICATION = `mutation ($input: EmailNotificationInput!) { sendEmailNotification(input: $input) { ${NOTIFICATION_FIELDS} } }`;
export const LOG_WHATSAPP = `mutation ($input: WhatsAppNotificationInput!) { logWhatsAppNotification(input: $input) { sentTo message notification { ${NOTIFICATION_FIELDS} } } }`;
export const SEND_USER_EMAIL = `mutation ($userId: Int, $subject: String, $message: String) { sendUserEmail(userId: $userId, subject: $subject, message: $message) { ${NOTIFICATION_FIELDS} } }`;
export const SEND_TEST_EMAIL = `mutation { sendTestEmail { ${NOTIFICATION_FIELDS} } }`;
export const EMAIL_TEMPLATES = 'query { emailTemplates { id name notificationType title subject message } }';
export const HISTORY = `query { emailNotifications { ${NOTIFICATION_FIELDS} } }`;
export const EMAILS_SENT = 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on AdminStats { id emailsSent } } }';
export const ADMIN_STATS_REF = { r: [{ __typename: 'AdminStats', id: 'overview' }] };

export const FEEDBACK_FIELDS = 'id userId userName category rating date subject message status adminResponse responseDate createdAt';
export const SUBMIT_FEEDBACK = `mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { ${FEEDBACK_FIELDS} } }`;
export const MY_FEEDBACK = `query { myFeedback { ${FEEDBACK_FIELDS} } }`;
export const ADMIN_FEEDBACK = `query { adminFeedback { ${FEEDBACK_FIELDS} } }`;
export const ANSWER_FEEDBACK = `mutation ($id: Int!, $adminResponse: String) { answerFeedback(id: $id, adminResponse: $adminResponse) { ${FEEDBACK_FIELDS} } }`;

export interface NotificationRecord {
  id: number;
  kind: string;
  method: string;
  title: string | null;
  subject: string;
  message: string;
  recipients: string | null;
  specificEmails: string[] | null;
  specificPhones: string[] | null;
  notificationType: string | null;
  recipientEmails: string[];
  recipientPhones: string[];
  recipientCount: number;
  status: string;
  sentCount: number;
  failedCount: number;
  error: string | null;
  deliveries: Array<{ recipient: string; status: string; attempts: number; error: string | null }>;
}

export interface FeedbackRecord {
  id: number;
  userId: number;
  userName: string;
  category: string;
  rating: number;
  date: string | null;
  subject: string;
  message: string;
  status: string;
  adminResponse: string | null;
  responseDate: string | null;
  createdAt: string;
}
