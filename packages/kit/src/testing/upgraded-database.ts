import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openServiceDatabase } from '../db/database.ts';
import { createTestDatabase, observerPool, type TestDatabase } from './postgres.ts';

/** A copy of a service's migrations folder as an earlier release shipped it: every migration before `tag`. */
function migrationsBefore(migrationsFolder: string, tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `migrations-before-${tag}-`));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration ${tag} in ${migrationsFolder}`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export interface UpgradedDatabase {
  database: TestDatabase;
  /** A plain connection to read what the migrations left, and to write as the previous release still would. */
  observer: pg.Pool;
  close(): Promise<void>;
}

/**
 * An upgrade test's database (docs/upgrades.md): migrated as the previous release shipped its
 * migrations (every one before `firstNewMigration`), filled by `fill` with what that release could
 * hold, then migrated by the current folder.
 */
export async function databaseUpgradedFromPreviousRelease(options: {
  schemaName: string;
  migrationsFolder: string;
  firstNewMigration: string;
  fill: (observer: pg.Pool) => Promise<void>;
}): Promise<UpgradedDatabase> {
  const database = await createTestDatabase();
  const previousFolder = migrationsBefore(options.migrationsFolder, options.firstNewMigration);
  const observer = observerPool(database.url, 1);
  const close = async () => {
    await observer.end();
    await database.drop();
    rmSync(previousFolder, { recursive: true, force: true });
  };
  try {
    const previous = await openServiceDatabase({ url: database.url, schemaName: options.schemaName, migrationsFolder: previousFolder });
    await options.fill(observer);
    await previous.close();
    const current = await openServiceDatabase({ url: database.url, schemaName: options.schemaName, migrationsFolder: options.migrationsFolder });
    await current.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { database, observer, close };
}
