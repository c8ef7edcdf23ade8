// The history's rows: one e-mail (or WhatsApp notification) and one delivery per recipient; an
// e-mail's rows are written by mail/mail-repository.ts, a logged WhatsApp notification's by
// history-repository.ts.
import type { emailDeliveries, emailNotifications, EmailKind } from '../../db/schema.ts';
import type { EmailContent } from '../letter.ts';

export type EmailRecord = typeof emailNotifications.$inferSelect;
export type DeliveryRecord = typeof emailDeliveries.$inferSelect;

export interface NewEmail {
  kind: EmailKind;
  to: string[];
  content: EmailContent;
  /** The content in the other languages, sent to each recipient whose profile reads one of them. */
  translations?: Partial<Record<'es', EmailContent>>;
  userId?: number | null;
  sourceEventId?: string | null;
  /** Admin Communications fields (admin-area.md section 3). */
  title?: string | null;
  recipients?: string | null;
  specificEmails?: string[] | null;
  notificationType?: string | null;
}

export interface NewWhatsAppNotification {
  /** bulk (an administrator's Communications) unless an event asked for it. */
  kind?: EmailKind;
  /** The user it was for and the event that asked, when an event did. */
  userId?: number | null;
  sourceEventId?: string | null;
  title: string | null;
  message: string;
  /** The Communications fields; null for a message an event asked for. */
  recipients: string | null;
  specificPhones: string[] | null;
  notificationType: string | null;
  phones: string[];
}
