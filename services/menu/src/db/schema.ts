import { instant, serialId, createdAt, isoDate, nameList } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging/messaging-tables';

export const menu = pgSchema('menu');

export const weeklyMenuItems = menu.table(
  'weekly_menu_items',
  {
    id: serialId(),
    weekStartDate: isoDate('week_start_date').notNull(),
    weekEndDate: isoDate('week_end_date').notNull(),
    dayOfWeek: text('day_of_week').notNull(),
    menuItem: text('menu_item').notNull(),
    // Money is kept as integer cents; the graph shows it as decimal text.
    priceCents: integer('price_cents').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergens: nameList('allergens'),
    dietTags: nameList('diet_tags'),
    description: text('description').notNull().default(''),
    calories: text('calories'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** Nutrition besides calories: grams, sodium in milligrams; null when not given. */
    proteinGrams: doublePrecision('protein_grams'),
    carbohydrateGrams: doublePrecision('carbohydrate_grams'),
    fatGrams: doublePrecision('fat_grams'),
    sodiumMilligrams: doublePrecision('sodium_milligrams'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('weekly_menu_items_week_idx').on(table.weekStartDate, table.dayOfWeek),
    // The service validates every write; these keep a bug or a hand-made row from storing what no screen can show.
    check('weekly_menu_items_price_not_negative', sql`${table.priceCents} >= 0`),
    check('weekly_menu_items_week_range', sql`${table.weekEndDate} >= ${table.weekStartDate}`),
    check('weekly_menu_items_weekday', sql`${table.dayOfWeek} in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday')`),
  ],
);

export type WeeklyMenuItemRow = typeof weeklyMenuItems.$inferSelect;
export type NewWeeklyMenuItemRow = typeof weeklyMenuItems.$inferInsert;

/** The school calendar: days without service, each with the reason parents are shown. */
export const closures = menu.table('closures', {
  date: isoDate('date').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

export type ClosureRow = typeof closures.$inferSelect;

export const { outbox, inbox } = messagingTables(menu);
