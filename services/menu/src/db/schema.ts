import { instant, serialId, createdAt, isoDate, nameList } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgSchema, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * A day without service at one school (issue 31): the date stays open at the others. A date closed
 * at every school lives in `closures`; one school's closure of the same date is refused as a duplicate
 * only when that school already has one.
 */
export const schoolClosures = menu.table(
  'school_closures',
  {
    date: isoDate('date').notNull(),
    schoolId: integer('school_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.date, table.schoolId] })],
);

/** A closure as the service handles it: `schoolId` null for every school. */
export type ClosureRow = typeof closures.$inferSelect & { schoolId: number | null };

/**
 * Read model of identity's schools (school.upserted, issue 31): which school a closure may name.
 * The five seeded schools are written by this service's migration (as ordering's 0013).
 */
export const knownSchools = menu.table('schools', {
  schoolId: integer('school_id').primaryKey(),
  name: text('name').notNull(),
  version: instant('version').notNull(),
});

export const { outbox, inbox } = messagingTables(menu);
