import { instant, serialId, flag, isoDate } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgSchema, text, unique, uuid } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging/messaging-tables';
import type { ColumnsNotInEvent, NoneOf } from '@lunchbox/kit/db/read-models';
import type { EventData } from '@lunchbox/contracts/events';

export const notification = pgSchema('notification');

export const { outbox, inbox } = messagingTables(notification);

/**
 * What a notification was sent for: welcome, password_reset, order_confirmation and feedback_answer
 * follow events, as do account_closed (issue 30: the last e-mail of a parent who closed their account) and the issue-27 kinds (standing_order_unplaced, lunch_reminder, top_up_*, low_balance); bulk is an administrator's Communications notification (e-mail or WhatsApp),
 * direct the Users tab's 'send e-mail', test the Settings tab's 'Test Email System'.
 */
export const emailKinds = [
  'welcome',
  'password_reset',
  'order_confirmation',
  'order_cancelled',
  'allergen_alert',
  'payment_verified',
  'payment_failed',
  'payment_reminder',
  'standing_order_unplaced',
  'lunch_reminder',
  'top_up_confirmed',
  'top_up_failed',
  'low_balance',
  'diet_request_decided',
  'diet_renewal_due',
  'feedback_answer',
  'account_closed',
  'bulk',
  'direct',
  'test',
] as const;
export type EmailKind = (typeof emailKinds)[number];

/** How a notification goes out. WhatsApp is only logged (admin-area.md section 4: simulation). */
export const notificationMethods = ['email', 'whatsapp'] as const;
export type NotificationMethod = (typeof notificationMethods)[number];

/**
 * pending: recorded, not yet (completely) attempted; sent: every recipient got it; partial: some did;
 * failed: nobody did after the retries; logged: a WhatsApp notification, recorded and never sent.
 * A row never leaves `pending` without its counts.
 */
export const emailStatuses = ['pending', 'sent', 'partial', 'failed', 'logged'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const deliveryStatuses = ['pending', 'sent', 'failed', 'logged'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** An e-mail's subject and bodies in a language other than the row's own (English). */
export type EmailTranslations = Partial<Record<'es', { subject: string; text: string; html: string }>>;

/**
 * The e-mail history: one row per e-mail the service was asked to send, whether it went or not.
 * It is also the mail queue: a row still `pending` after a crash is picked up again at start-up.
 * title, recipients (all_users | active_users | specific), specificEmails and notificationType are
 * the admin Communications fields (admin-area.md section 3); transactional e-mails leave them null.
 */
export const emailNotifications = notification.table(
  'email_notifications',
  {
    id: serialId(),
    kind: text('kind').$type<EmailKind>().notNull(),
    method: text('method').$type<NotificationMethod>().notNull().default('email'),
    title: text('title'),
    subject: text('subject').notNull(),
    /** The plain-text body (for a bulk notification, the administrator's message). */
    message: text('message').notNull(),
    html: text('html').notNull(),
    /**
     * The same e-mail in the other languages, for a notification to many people whose frame (heading,
     * signature, footer) each recipient reads in their own language; the administrator's words stay as typed.
     */
    translations: jsonb('translations').$type<EmailTranslations>(),
    recipients: text('recipients'),
    specificEmails: text('specific_emails').array(),
    /** The phone numbers an administrator typed for a WhatsApp notification to specific recipients. */
    specificPhones: text('specific_phones').array(),
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
    /**
     * The RFC 8058 one-click unsubscribe address of an e-mail a parent may turn off (reminders, low
     * balance): sent as its List-Unsubscribe header, with List-Unsubscribe-Post, on every attempt.
     */
    listUnsubscribe: text('list_unsubscribe'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    completedAt: instant('completed_at'),
    /** Whoever is sending holds this lease; an expired lease means the sender died and the row is free again. */
    lockedUntil: instant('locked_until'),
  },
  (table) => [
    index('email_notifications_status_idx').on(table.status),
    index('email_notifications_created_idx').on(table.createdAt),
    index('email_notifications_user_idx').on(table.userId),
  ],
);

/**
 * One row per recipient of a notification (an address, or a phone number for WhatsApp), so a bulk
 * send resumed after a crash skips who already got it.
 */
export const emailDeliveries = notification.table(
  'email_deliveries',
  {
    id: serialId(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => emailNotifications.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: instant('sent_at'),
  },
  (table) => [unique('email_deliveries_notification_recipient_key').on(table.notificationId, table.recipient)],
);

/**
 * Read model of identity's users (user.registered, user.updated, user.role_changed, user.deleted):
 * who receives 'all_users' and 'active_users' notifications, the address of 'send e-mail' and of the
 * test e-mail, and the name shown with feedback. Events of different types may arrive out of order,
 * so the profile and the role each keep the occurredAt of the event that last set them; a row made by
 * a role change alone has an empty profile (and no profile version) until the profile arrives.
 */
export const knownUsers = notification.table('users', {
  userId: integer('user_id').primaryKey(),
  username: text('username').notNull().default(''),
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  isAdmin: flag('is_admin'),
  /** The language the user reads their e-mails in (issue 14), from identity's profile events. */
  language: text('language').$type<'en' | 'es'>().notNull().default('en'),
  profileVersion: instant('profile_version'),
  roleVersion: instant('role_version'),
});

export type KnownUserRow = typeof knownUsers.$inferSelect;
/** The copy's columns are user.registered's (and user.updated's) fields, checked against the event's schema, not identity's table. */
export type KnownUsersFollowUserRegistered = NoneOf<ColumnsNotInEvent<KnownUserRow, EventData<'user.registered'>, 'profileVersion' | 'roleVersion'>>;

/** Users deleted in identity: a late event about them must not bring anything of theirs back. */
export const deletedUsers = notification.table('deleted_users', {
  userId: integer('user_id').primaryKey(),
  deletedAt: instant('deleted_at').notNull(),
});

/** When each user last placed an order (order.placed): 'active_users' ordered in the last 30 days. */
export const orderActivity = notification.table(
  'order_activity',
  {
    userId: integer('user_id').primaryKey(),
    lastOrderedAt: instant('last_ordered_at').notNull(),
  },
  (table) => [index('order_activity_last_ordered_idx').on(table.lastOrderedAt)],
);

export const feedbackCategories = ['general', 'specific'] as const;
export const feedbackStatuses = ['pending', 'reviewed', 'resolved'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** A parent's feedback and the administrator's response (parent-app.md section 2, admin-area.md section 2). */
export const feedback = notification.table(
  'feedback',
  {
    id: serialId(),
    userId: integer('user_id').notNull(),
    /** The username of whoever sent it, shown when the users read model does not know them (yet). */
    username: text('username').notNull(),
    category: text('category').$type<(typeof feedbackCategories)[number]>().notNull(),
    /** 0.5 to 5 in steps of 0.5: exact in binary floating point. */
    rating: doublePrecision('rating').notNull(),
    /** The date related to the issue: only for the specific category. */
    date: isoDate('date'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status').$type<FeedbackStatus>().notNull().default('pending'),
    adminResponse: text('admin_response'),
    responseDate: instant('response_date'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('feedback_user_idx').on(table.userId),
    index('feedback_created_idx').on(table.createdAt),
    check('feedback_category_check', sql`${table.category} in ('general', 'specific')`),
    check('feedback_rating_check', sql`${table.rating} >= 0.5 and ${table.rating} <= 5 and ${table.rating} * 2 = floor(${table.rating} * 2)`),
    check('feedback_status_check', sql`${table.status} in ('pending', 'reviewed', 'resolved')`),
    check('feedback_date_check', sql`(${table.category} = 'specific') = (${table.date} is not null)`),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
