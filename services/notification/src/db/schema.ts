import { index, integer, pgSchema, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging-tables';

export const notification = pgSchema('notification');

export const { outbox, inbox } = messagingTables(notification);

/** What an e-mail was sent for. The admin-area kinds (bulk, direct, test) arrive with issue 4. */
export const emailKinds = ['welcome', 'password_reset', 'order_confirmation', 'feedback_answer', 'bulk', 'direct', 'test'] as const;
export type EmailKind = (typeof emailKinds)[number];

/**
 * pending: recorded, not yet (completely) attempted; sent: every recipient got it; partial: some did;
 * failed: nobody did after the retries. A row never leaves `pending` without its counts.
 */
export const emailStatuses = ['pending', 'sent', 'partial', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * The e-mail history: one row per e-mail the service was asked to send, whether it went or not.
 * It is also the mail queue: a row still `pending` after a crash is picked up again at start-up.
 * title, recipients (all_users | active_users | specific), specificEmails and notificationType are
 * the admin Communications fields (admin-area.md section 3); transactional e-mails leave them null.
 */
export const emailNotifications = notification.table(
  'email_notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<EmailKind>().notNull(),
    title: text('title'),
    subject: text('subject').notNull(),
    /** The plain-text body (for a bulk notification, the administrator's message). */
    message: text('message').notNull(),
    html: text('html').notNull(),
    recipients: text('recipients'),
    specificEmails: text('specific_emails').array(),
    notificationType: text('notification_type'),
    /** The user the e-mail was for, when there is one (so a deleted user's mail can be removed). */
    userId: integer('user_id'),
    /** The event that asked for it, when one did. */
    sourceEventId: uuid('source_event_id'),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The last error of each failed recipient, for the administrator. */
    error: text('error'),
    /**
     * Texts removed from subject and bodies once the e-mail is done (a password-reset link must not
     * stay readable in the history); kept only while the e-mail may still have to be sent.
     */
    redactions: text('redactions').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Whoever is sending holds this lease; an expired lease means the sender died and the row is free again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('email_notifications_status_idx').on(table.status),
    index('email_notifications_created_idx').on(table.createdAt),
    index('email_notifications_user_idx').on(table.userId),
  ],
);

/** One row per recipient of an e-mail, so a bulk send resumed after a crash skips who already got it. */
export const emailDeliveries = notification.table(
  'email_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => emailNotifications.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [unique('email_deliveries_notification_recipient_key').on(table.notificationId, table.recipient)],
);
