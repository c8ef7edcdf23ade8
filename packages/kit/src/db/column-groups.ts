import { eventVersion, flag, isoDate, nameList } from './columns.ts';
import { integer, text } from 'drizzle-orm/pg-core';

/*
 * Column groups that two services keep alike: identity's child profiles and menu's weekly menu
 * items, and ordering's read models of them (filled from child.upserted and menu.item.upserted).
 * One definition each, so a copy cannot drift from the table it copies.
 */

/** A child as identity keeps it and ordering copies it. */
export function childColumns() {
  return {
    name: text('name').notNull(),
    school: text('school').notNull(),
    grade: text('grade').notNull(),
    teacher: text('teacher').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergies: nameList('allergies'),
    diets: nameList('diets'),
  };
}

/** A weekly menu item's week, day, dish, price and labels, as menu keeps them and ordering copies them. */
export function menuItemColumns() {
  return {
    weekStartDate: isoDate('week_start_date').notNull(),
    weekEndDate: isoDate('week_end_date').notNull(),
    dayOfWeek: text('day_of_week').notNull(),
    menuItem: text('menu_item').notNull(),
    // Money is kept as integer cents; the graph shows it as decimal text.
    priceCents: integer('price_cents').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergens: nameList('allergens'),
    dietTags: nameList('diet_tags'),
  };
}

/**
 * A read model row's bookkeeping: `version` is the occurredAt of the event last applied, so an
 * older event arriving late never overwrites a newer one, and a deleted row stays as a tombstone
 * for the same reason.
 */
export function readModelColumns() {
  return { deleted: flag('deleted'), version: eventVersion() };
}
