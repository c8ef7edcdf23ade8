import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/** A column holding a list of names (allergens, diet tags, lunch options), empty rather than null. */
export function nameList(column: string) {
  return text(column)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}
