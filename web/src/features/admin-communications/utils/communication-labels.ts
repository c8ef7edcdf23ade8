import type { NotificationMethod, NotificationType, RecipientChoice } from '@lunchbox/domain/communication-schemas';

export const METHOD_LABELS: Record<NotificationMethod, string> = { email: 'Email', whatsapp: 'WhatsApp' };

export const TYPE_LABELS: Record<NotificationType, string> = {
  announcement: 'Announcement',
  menu_update: 'Menu Update',
  payment_reminder: 'Payment Reminder',
  emergency: 'Emergency',
};

export const RECIPIENT_LABELS: Record<RecipientChoice, string> = {
  all_users: 'All Users',
  active_users: 'Active Users (ordered in the last 30 days)',
  specific: 'Specific Recipients',
};

export function label<T extends string>(labels: Record<T, string>, value: string | null | undefined): string {
  if (!value) return '';
  return (labels as Record<string, string>)[value] ?? value;
}
