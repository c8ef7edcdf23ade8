import type { Database } from '@lunchbox/kit/db/database';

/**
 * A checkout's reads before its transaction, built once per database and sent as named prepared
 * statements: drizzle building the same select for every checkout was a tenth of the servers' CPU
 * in the rush, and PostgreSQL then plans each once per connection. A process has one database;
 * tests open several, hence one per database.
 */
export function preparedOn<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
