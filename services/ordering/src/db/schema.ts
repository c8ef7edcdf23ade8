import { boolean, date, index, integer, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging-tables';

export const ordering = pgSchema('ordering');

/** A lunch order keeps a snapshot of child, dish and price as they were when it was placed. */
export const lunchOrders = ordering.table(
  'lunch_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    childId: integer('child_id'),
    childName: text('child_name').notNull(),
    parentName: text('parent_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    school: text('school').notNull(),
    grade: text('grade').notNull(),
    teacher: text('teacher'),
    lunchDate: date('lunch_date', { mode: 'string' }).notNull(),
    weeklyMenuItemId: integer('weekly_menu_item_id'),
    lunchOptions: text('lunch_options').array().notNull(),
    notes: text('notes'),
    totalCents: integer('total_cents').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    isPaid: boolean('is_paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lunch_orders_user_idx').on(table.userId, table.lunchDate)],
);

export type LunchOrderRow = typeof lunchOrders.$inferSelect;

export const { outbox, inbox } = messagingTables(ordering);
