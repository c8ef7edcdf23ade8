import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Expand, then contract: during a rolling deploy the previous release's code runs against the new
 * schema, so a migration may add but not take away what that code still reads or writes. A step
 * that does (below) is refused unless its statement carries the two-release marker, a comment
 * `-- two-release: <why the previous release no longer needs it>`: the release before this one
 * stopped using the column or table, and this one removes it.
 */
export const TWO_RELEASE_MARKER = /--\s*two-release:\s*\S/i;

interface DestructiveStep {
  name: string;
  pattern: RegExp;
}

const DESTRUCTIVE_STEPS: DestructiveStep[] = [
  { name: 'DROP TABLE', pattern: /\bDROP\s+TABLE\b/i },
  { name: 'DROP COLUMN', pattern: /\bDROP\s+COLUMN\b/i },
  { name: 'DROP SCHEMA', pattern: /\bDROP\s+SCHEMA\b/i },
  { name: 'DROP TYPE', pattern: /\bDROP\s+TYPE\b/i },
  { name: 'DROP VIEW', pattern: /\bDROP\s+(MATERIALIZED\s+)?VIEW\b/i },
  { name: 'TRUNCATE', pattern: /\bTRUNCATE\b/i },
  { name: 'RENAME', pattern: /\bRENAME\b/i },
  // A type change may narrow what the running code writes (text to varchar(20), bigint to int), and
  // rewrites the table under an exclusive lock besides; widening one is rare enough to mark.
  { name: 'ALTER COLUMN … TYPE', pattern: /\bALTER\s+COLUMN\s+"?[\w]+"?\s+(SET\s+DATA\s+)?TYPE\b/i },
  { name: 'ALTER TYPE … (enum change)', pattern: /\bALTER\s+TYPE\b(?![\s\S]*\bADD\s+VALUE\b)/i },
  // The previous code inserts rows without the column: it must have a default, or stay nullable.
  { name: 'SET NOT NULL', pattern: /\bSET\s+NOT\s+NULL\b/i },
  { name: 'ADD COLUMN … NOT NULL without DEFAULT', pattern: /\bADD\s+COLUMN\b(?=[\s\S]*\bNOT\s+NULL\b)(?![\s\S]*\bDEFAULT\b)/i },
];

/**
 * Migrations released before this check existed, whose destructive steps ran when nothing older was
 * running beside them (the first releases were not deployed rolling). Never add to this list: mark
 * the statement instead.
 */
export const RELEASED_BEFORE_THE_CHECK = new Set(['ordering/0001_orders_checkout_read_models.sql']);

export interface RefusedStep {
  /** `<service>/<file>`. */
  migration: string;
  step: string;
  statement: string;
}

/** The statements of a drizzle-kit migration (split at its breakpoints and at semicolons). */
export function statementsOf(sql: string): string[] {
  return sql
    .split('--> statement-breakpoint')
    .flatMap((part) => part.split(/;\s*(?:\n|$)/))
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/--.*$/gm, '').trim().length > 0);
}

/** The destructive steps of one migration's SQL that carry no two-release marker. */
export function refusedSteps(migration: string, sql: string): RefusedStep[] {
  if (RELEASED_BEFORE_THE_CHECK.has(migration)) return [];
  const refused: RefusedStep[] = [];
  for (const statement of statementsOf(sql)) {
    if (TWO_RELEASE_MARKER.test(statement)) continue;
    // Comments say nothing the database runs; a word in one must not trip the check.
    const code = statement.replace(/--.*$/gm, ' ').replace(/'(?:[^']|'')*'/g, "''");
    for (const step of DESTRUCTIVE_STEPS) {
      if (step.pattern.test(code)) refused.push({ migration, step: step.name, statement: statement.replace(/\s+/g, ' ').slice(0, 200) });
    }
  }
  return refused;
}

/** Every service's migrations (`services/<name>/src/db/migrations/*.sql`), checked. */
export function checkAllMigrations(root: string): { checked: string[]; refused: RefusedStep[] } {
  const checked: string[] = [];
  const refused: RefusedStep[] = [];
  const servicesDir = path.join(root, 'services');
  for (const service of readdirSync(servicesDir).sort()) {
    const folder = path.join(servicesDir, service, 'src/db/migrations');
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const migration = `${service}/${file}`;
      checked.push(migration);
      refused.push(...refusedSteps(migration, readFileSync(path.join(folder, file), 'utf8')));
    }
  }
  return { checked, refused };
}
