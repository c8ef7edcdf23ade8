import { sql } from 'drizzle-orm';
import { boolean, date, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A column holding a list of names (allergens, diet tags, lunch options), empty rather than null. */
export function nameList(column: string) {
  return text(column)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}

/** A point in time; every one the services keep is with its time zone, so no reader guesses the server's. */
export function instant(column: string) {
  return timestamp(column, { withTimezone: true });
}

/** The serial `id` primary key of a table whose rows have no natural key. */
export function serialId() {
  return serial('id').primaryKey();
}

/** When the row was written, by the database's clock. */
export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/**
 * A read model row's version: the occurredAt of the event last applied, so that an older event
 * arriving late never overwrites a newer one (kit's `notNewerThan`).
 */
export function eventVersion() {
  return instant('version').notNull();
}

/**
 * A read model row's bookkeeping: `version` is the occurredAt of the event last applied, so an
 * older event arriving late never overwrites a newer one, and a deleted row stays as a tombstone
 * for the same reason.
 */
export function readModelColumns() {
  return { deleted: flag('deleted'), version: eventVersion() };
}

/** A yes/no column that is false until something sets it. */
export function flag(column: string) {
  return boolean(column).notNull().default(false);
}

/** A calendar date read and written as its YYYY-MM-DD text, the form every rule and answer uses. */
export function isoDate(column: string) {
  return date(column, { mode: 'string' });
}
