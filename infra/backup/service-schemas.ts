import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What a snapshot holds: each service's own schema, brought up by that service's migrations
 * (`openServiceDatabase` in the kit keeps their journal in `drizzle.<service>_migrations`).
 */
export const SERVICE_SCHEMAS = ['identity', 'menu', 'ordering', 'notification'].map((name) => ({
  name,
  schema: name,
  migrationsFolder: path.join(root, 'services', name, 'src', 'db', 'migrations'),
  journalTable: `${name}_migrations`,
}));

export type ServiceSchema = (typeof SERVICE_SCHEMAS)[number];

export const MIGRATIONS_SCHEMA = 'drizzle';

/**
 * pg-boss's job queue (ordering's weekly runs) is left out: every ordering replica creates its
 * schema and registers the schedule when it starts, and the runs are idempotent. A restore with
 * --replace drops it, so the queue starts empty beside the restored data.
 */
export const LEFT_OUT_SCHEMAS = ['ordering_jobs'];
