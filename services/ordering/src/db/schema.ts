import { nameList, instant, serialId, createdAt, eventVersion, flag, isoDate, readModelColumns } from '@lunchbox/kit/db/columns';
import type { ColumnsNotInEvent, NoneOf } from '@lunchbox/kit/db/read-models';
import type { EventData } from '@lunchbox/contracts/events';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StandingOrderDay } from '@lunchbox/domain/standing-orders';
import type { Weekday } from '@lunchbox/domain/school-dates';
import { messagingTables } from '@lunchbox/kit/messaging/messaging-tables';

/** One approval of a medical diet as child.upserted carries it. */
export interface ConfirmedDiet {
  allergens: string[];
  diets: string[];
  validUntil: string;
}

export const ordering = pgSchema('ordering');

/**
 * The unique index behind 'Order Already Exists': one active lunch per child per date, whatever
 * the item (order-rules `oneLunchKey`). Cancelled lunches leave the day free.
 */
export const ORDER_UNIQUE_CONSTRAINT = 'lunch_orders_one_active_lunch_per_child_date';
export const PAYMENT_REFERENCE_CONSTRAINT = 'checkouts_payment_reference_unique';
/** The checkout id's primary key: a claim of an id placed before (or being placed) is refused by it. */
export const CHECKOUT_ID_CONSTRAINT = 'checkouts_pkey';

/** The parent a row belongs to: identity's user id, with no foreign key (users live in identity's schema). */
function parentUserId() {
  return integer('user_id').notNull();
}

/** A lunch order keeps a snapshot of child, dish and price as they were when it was placed. */
export const lunchOrders = ordering.table(
  'lunch_orders',
  {
    id: serialId(),
    /** The checkout that placed it; a retried checkout finds its orders by this id. */
    checkoutId: uuid('checkout_id').notNull(),
    userId: parentUserId(),
    childId: integer('child_id').notNull(),
    childName: text('child_name').notNull(),
    parentName: text('parent_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    school: text('school').notNull(),
    /** identity's school id (issue 31); null for a lunch at a school ordering has not heard of. */
    schoolId: integer('school_id'),
    grade: text('grade').notNull(),
    teacher: text('teacher'),
    lunchDate: isoDate('lunch_date').notNull(),
    weeklyMenuItemId: integer('weekly_menu_item_id').notNull(),
    lunchOptions: text('lunch_options').array().notNull(),
    notes: text('notes'),
    totalCents: integer('total_cents').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    isPaid: flag('is_paid'),
    /** 'active' or 'cancelled' (order-rules ORDER_STATUSES). */
    status: text('status').notNull().default('active'),
    cancelledAt: instant('cancelled_at'),
    /** The part of the price the parent's account credit paid at checkout. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** What cancelling credited to the parent's account (null while active). */
    creditedCents: integer('credited_cents'),
    /** The checkout's payment reference ('LB-7K3Q9'); null for lunches placed before references existed. */
    paymentReference: text('payment_reference'),
    /**
     * The child's allergies as identity last said (set when ordered, kept current by child.upserted),
     * for the lunch-box labels, the kitchen and the allergen check below.
     */
    childAllergies: nameList('child_allergies'),
    /** The school's approved medical diets of the child, kept current like childAllergies (issue 32); in force up to each validUntil. */
    childConfirmedDiets: jsonb('child_confirmed_diets').$type<ConfirmedDiet[]>().notNull().default([]),
    /**
     * Allergens the dish gained after the lunch was ordered that the child is allergic to: the
     * admin's day view marks the lunch for a check. Empty when nothing needs checking.
     */
    allergenCheck: nameList('allergen_check'),
    createdAt: createdAt(),
  },
  (table) => [
    index('lunch_orders_user_idx').on(table.userId, table.lunchDate),
    index('lunch_orders_date_idx').on(table.lunchDate),
    index('lunch_orders_checkout_idx').on(table.checkoutId),
    index('lunch_orders_item_date_idx').on(table.weeklyMenuItemId, table.lunchDate),
    uniqueIndex(ORDER_UNIQUE_CONSTRAINT)
      .on(table.childId, table.lunchDate)
      .where(sql`${table.status} = 'active'`),
  ],
);

export type LunchOrderRow = typeof lunchOrders.$inferSelect;
export type NewLunchOrderRow = typeof lunchOrders.$inferInsert;

/** One row per placed checkout: the idempotency key of the cart's payment step. */
export const checkouts = ordering.table(
  'checkouts',
  {
    checkoutId: uuid('checkout_id').primaryKey(),
    userId: parentUserId(),
    totalCents: integer('total_cents').notNull().default(0),
    /** Account credit used by this checkout; the parent pays total minus this. */
    creditAppliedCents: integer('credit_applied_cents').notNull().default(0),
    /** What people quote when they pay by hand (order-rules' payment reference); unique across checkouts. */
    paymentReference: text('payment_reference').unique(PAYMENT_REFERENCE_CONSTRAINT),
    /** When the pending-payment reminder went out (once per checkout). */
    reminderSentAt: instant('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (table) => [index('checkouts_user_idx').on(table.userId)],
);

/**
 * Read model of identity's child profiles (child.upserted / child.deleted): its columns are the
 * event's fields, checked below against the event's schema in packages/contracts, not identity's table.
 */
export const knownChildren = ordering.table(
  'children',
  {
    childId: integer('child_id').primaryKey(),
    userId: parentUserId(),
    name: text('name').notNull(),
    school: text('school').notNull(),
    schoolId: integer('school_id'),
    grade: text('grade').notNull(),
    teacher: text('teacher').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergies: nameList('allergies'),
    diets: nameList('diets'),
    /** The school's approvals of a medical diet (issue 32), each for lunches up to its validUntil. */
    confirmedDiets: jsonb('confirmed_diets').$type<ConfirmedDiet[]>().notNull().default([]),
    ...readModelColumns(),
  },
  (table) => [index('children_user_idx').on(table.userId)],
);

export type KnownChildRow = typeof knownChildren.$inferSelect;
export type KnownChildrenFollowChildUpserted = NoneOf<ColumnsNotInEvent<KnownChildRow, EventData<'child.upserted'>, 'deleted' | 'version'>>;

/**
 * Read model of menu's weekly menu items (menu.item.upserted / menu.item.deleted): the event's
 * fields a checkout needs, checked below against the event's schema, not menu's table.
 */
export const knownMenuItems = ordering.table(
  'menu_items',
  {
    itemId: integer('item_id').primaryKey(),
    weekStartDate: isoDate('week_start_date').notNull(),
    weekEndDate: isoDate('week_end_date').notNull(),
    dayOfWeek: text('day_of_week').notNull(),
    menuItem: text('menu_item').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergens: nameList('allergens'),
    dietTags: nameList('diet_tags'),
    isActive: boolean('is_active').notNull(),
    /** The item's name or description says 'no service': its day is closed (order-rules `dayOffer`). */
    noService: flag('no_service'),
    ...readModelColumns(),
  },
  (table) => [index('menu_items_week_idx').on(table.weekStartDate, table.weekEndDate)],
);

export type KnownMenuItemRow = typeof knownMenuItems.$inferSelect;
export type KnownMenuItemsFollowMenuItemUpserted = NoneOf<
  ColumnsNotInEvent<KnownMenuItemRow, EventData<'menu.item.upserted'>, 'noService' | 'deleted' | 'version'>
>;

/**
 * The credit ledger (issue 10 section 4): one row per credit (a cancelled lunch) or use (a
 * checkout). A parent's balance is the sum of their rows, never a stored number.
 */
export const creditEntries = ordering.table(
  'credit_entries',
  {
    id: serialId(),
    userId: parentUserId(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    checkoutId: uuid('checkout_id'),
    /** The top-up a credit came from; unique, so a paid top-up is credited once whatever happens. */
    topUpReference: text('top_up_reference').unique('credit_entries_top_up_reference_unique'),
    createdAt: createdAt(),
  },
  (table) => [index('credit_entries_user_idx').on(table.userId, table.createdAt)],
);

export type CreditEntryRow = typeof creditEntries.$inferSelect;

/**
 * Read model of identity's schools (school.upserted, issue 31): each school's cut-off, checked at
 * checkout without asking identity. The five seeded schools are written by this service's migration.
 */
export const knownSchools = ordering.table('schools', {
  schoolId: integer('school_id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull(),
  deliveryTime: text('delivery_time').notNull(),
  deadlineTime: text('deadline_time').notNull(),
  deadlineDaysBefore: integer('deadline_days_before').notNull(),
  /** The clock `deadlineTime` is read on; null: the school's own ('UTC' for the seeded schools). */
  deadlineTimeZone: text('deadline_time_zone'),
  /** Null: the SCHOOL_TIMEZONE setting. */
  timeZone: text('time_zone'),
  version: eventVersion(),
});

/** Read model of menu's school calendar (menu.closure.declared / lifted); `version` as in readModelColumns. */
export const knownClosures = ordering.table('closures', {
  date: isoDate('date').primaryKey(),
  reason: text('reason').notNull(),
  lifted: flag('lifted'),
  version: eventVersion(),
});

/**
 * Read model of menu's closures of one school (issue 31, menu.closure.declared / lifted with a
 * schoolId): the date stays open at the other schools. Every school's closures stay in `closures`.
 */
export const knownSchoolClosures = ordering.table(
  'school_closures',
  {
    date: isoDate('date').notNull(),
    schoolId: integer('school_id').notNull(),
    reason: text('reason').notNull(),
    lifted: flag('lifted'),
    version: eventVersion(),
  },
  (table) => [primaryKey({ columns: [table.date, table.schoolId] })],
);

/** The payment settings the administrator keeps (one row): where parents send money. */
export const paymentSettings = ordering.table('payment_settings', {
  id: integer('id').primaryKey().default(1),
  paypalMeHandle: text('paypal_me_handle').notNull(),
  zelleRecipientName: text('zelle_recipient_name').notNull(),
  zelleRecipient: text('zelle_recipient').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Users identity deleted: a child event of theirs that arrives late must not bring them back. */
export const deletedUsers = ordering.table('deleted_users', {
  userId: integer('user_id').primaryKey(),
  deletedAt: instant('deleted_at').notNull().defaultNow(),
});

export const { outbox, inbox } = messagingTables(ordering);

/**
 * A child's private calendar feed (issue 14 §2). The URL's token is an HMAC of the random nonce
 * under the service's calendar secret, so the URL can be shown again while only its SHA-256 is
 * stored to find it by: a copy of the database alone opens no feed. Resetting draws a new nonce.
 */
export const calendarFeeds = ordering.table('calendar_feeds', {
  childId: integer('child_id').primaryKey(),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});

/**
 * Read model of identity's users (user.registered / user.updated): the name, e-mail address and
 * phone a standing order's checkout and the weekly reminder are addressed with.
 */
export const knownParents = ordering.table('parents', {
  userId: integer('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  version: eventVersion(),
});

export type KnownParentRow = typeof knownParents.$inferSelect;
export type KnownParentsFollowUserRegistered = NoneOf<ColumnsNotInEvent<KnownParentRow, EventData<'user.registered'>, 'version'>>;

/** A child's standing order (issue 27 section 1): the weekly pattern as the domain's standingOrderSchema gives it. */
export const standingOrders = ordering.table(
  'standing_orders',
  {
    childId: integer('child_id').primaryKey(),
    userId: parentUserId(),
    active: boolean('active').notNull(),
    days: jsonb('days').$type<Record<Weekday, StandingOrderDay>>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('standing_orders_user_idx').on(table.userId)],
);

export type StandingOrderRow = typeof standingOrders.$inferSelect;

/**
 * A weekly run that placed nothing for a parent though days were wanted: written with the
 * standing_order.unplaced event, so a repeated run tells the parent once. (A run that placed
 * lunches is remembered by its checkout, whose id is derived from the parent and the week.)
 */
export const standingOrderUnplaced = ordering.table(
  'standing_order_unplaced',
  { userId: parentUserId(), week: isoDate('week').notNull(), createdAt: createdAt() },
  (table) => [primaryKey({ columns: [table.userId, table.week], name: 'standing_order_unplaced_pk' })],
);

/** One reminder per parent and week (issue 27 section 2): written with the reminder.due event. */
export const reminderRuns = ordering.table('reminder_runs', { userId: parentUserId(), week: isoDate('week').notNull(), createdAt: createdAt() }, (table) => [
  primaryKey({ columns: [table.userId, table.week], name: 'reminder_runs_pk' }),
]);

/** A parent's notification settings; a parent without a row has the domain's defaults. */
export const notificationSettings = ordering.table('notification_settings', {
  userId: integer('user_id').primaryKey(),
  remindersEmail: boolean('reminders_email').notNull(),
  remindersWhatsapp: boolean('reminders_whatsapp').notNull(),
  lowBalanceEmail: boolean('low_balance_email').notNull(),
  lowBalanceThresholdCents: integer('low_balance_threshold_cents').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** A parent's top-up of the balance (issue 27 section 3): pending until an administrator decides it once. */
export const topUps = ordering.table(
  'top_ups',
  {
    id: serialId(),
    reference: text('reference').notNull().unique('top_ups_reference_unique'),
    userId: parentUserId(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, paid or failed (the domain's TOP_UP_STATUSES). */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (table) => [index('top_ups_user_idx').on(table.userId, table.createdAt), index('top_ups_status_idx').on(table.status, table.createdAt)],
);

export type TopUpRow = typeof topUps.$inferSelect;

/** A low-balance e-mail is outstanding for the parent: none other until a top-up lifts the balance (the row goes). */
export const lowBalanceAlerts = ordering.table('low_balance_alerts', {
  userId: integer('user_id').primaryKey(),
  sentAt: instant('sent_at').notNull().defaultNow(),
});
