import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { checksumOf, readSnapshotHeader, SnapshotError, type SnapshotManifest } from './snapshot-file.ts';
import { LEFT_OUT_SCHEMAS, MIGRATIONS_SCHEMA, SERVICE_SCHEMAS, type ServiceSchema } from './service-schemas.ts';
import { rm } from 'node:fs/promises';
import { checkDocumentsKey, moveStagedDocuments, removeDocumentsNotIn, stageDocuments, verifyDocuments, type DocumentsLocation } from './snapshot-documents.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

type MigrationFile = ReturnType<typeof readMigrationFiles>[number];

export interface RestoreOptions {
  replace?: boolean;
  /** Where identity keeps the documents (and the key, when in reach, to check that it opens them). */
  documents: DocumentsLocation;
  /** What the operator should know but does not stop the restore (default: printed to stderr). */
  warn?: (message: string) => void;
}

/**
 * Restores a snapshot into the database, in one transaction: the file is checked first (checksum,
 * each document's sha256, schema versions this code knows), then the documents are written to a
 * hidden folder beside identity's and, when the documents key is in reach, one is opened with it.
 * Then each service's schema is built by its own migrations up to the version the snapshot
 * recorded, the tables are loaded, the sequences set and the row counts checked; the documents are
 * moved into place (renames) before the transaction commits, so the restored rows never name a
 * file that is not there. With --replace, the documents no restored row names are removed after
 * the commit. Any refusal or failure leaves the database as it was, and at most adds document
 * files nothing names.
 */
export async function restoreSnapshot(databaseUrl: string, file: string, options: RestoreOptions): Promise<SnapshotManifest> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const { manifest, dataOffset } = await readSnapshotHeader(file);
  const documents = manifest.documents;
  const documentsOffset = dataOffset + (manifest.dataBytes ?? 0);
  if (documents) await verifyDocuments(file, documents, documentsOffset);
  if ((await checksumOf(file, dataOffset)) !== manifest.checksum.value) {
    throw new SnapshotError(`${file} is damaged or was changed: its checksum does not match its manifest. Nothing was restored.`);
  }
  const migrations = migrationsToRecordedVersions(manifest);
  if (!documents) warn(`${file} is from before backups held the diet requests' documents: the documents folder (${options.documents.dir}) is left as it is.`);
  if (manifest.missingDocuments?.length) {
    warn(
      `The snapshot's rows name ${manifest.missingDocuments.length} document(s) whose files were already gone when it was taken: ${manifest.missingDocuments.join(', ')}. Those cannot be downloaded.`,
    );
  }

  let staging: string | undefined;
  if (documents && documents.length > 0) {
    staging = await stageDocuments(file, documents, documentsOffset, options.documents.dir);
    try {
      const keyWarning = await checkDocumentsKey(staging, documents, options.documents.key);
      if (keyWarning) warn(keyWarning);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'lunchbox-restore' });
  try {
    await client.connect();
    await client.query('BEGIN');
    const present = await lunchboxSchemasIn(client);
    if (present.length > 0 && !options.replace) {
      throw new SnapshotError(
        `The database is not empty: it already holds ${present.join(', ')}. Restore into an empty database, or pass --replace to drop that data first (stop every Lunchbox process before). Nothing was restored.`,
      );
    }
    for (const schema of [...SERVICE_SCHEMAS.map((service) => service.schema), ...LEFT_OUT_SCHEMAS])
      await client.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quote(MIGRATIONS_SCHEMA)}`);
    for (const { service, files } of migrations) await migrate(client, service, files);
    // Some migrations write rows of their own (the five seeded schools); the snapshot holds them as they were.
    await client.query(`TRUNCATE ${manifest.tables.map((table) => `${quote(table.schema)}.${quote(table.name)}`).join(', ')}`);

    const dataEnd = manifest.dataBytes === undefined ? undefined : dataOffset + manifest.dataBytes - 1;
    const gunzip = createReadStream(file, { start: dataOffset, end: dataEnd }).pipe(createGunzip());
    const reader = new ExactReader(gunzip[Symbol.asyncIterator]());
    for (const table of manifest.tables) {
      const target = `${quote(table.schema)}.${quote(table.name)}`;
      await pipeline(Readable.from(reader.take(table.bytes)), client.query(copyFrom(`COPY ${target} (${table.columns.map(quote).join(', ')}) FROM STDIN`)));
      const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${target}`);
      if (rows[0]!.count !== table.rows) {
        throw new SnapshotError(
          `${table.schema}.${table.name} has ${rows[0]!.count} rows after loading, the manifest says ${table.rows}. Nothing was restored.`,
        );
      }
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        `${quote(sequence.schema)}.${quote(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await endSessionsAndResetLinks(client);
    await publishOutboxesAgain(client, manifest);
    await releaseLeases(client);
    if (documents && staging) await moveStagedDocuments(staging, documents, options.documents.dir);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    if (staging) await rm(staging, { recursive: true, force: true });
  }
  if (documents && options.replace) {
    await removeDocumentsNotIn(
      options.documents.dir,
      documents.map((document) => document.key),
    );
  }
  return manifest;
}

/**
 * A logout, a password change or a used reset link after the snapshot would be undone by the
 * restore, bringing those sessions and links back to life: every session is ended and every open
 * reset link deleted (as identity does when a password is reset), so everyone signs in again (with the password the snapshot has).
 */
async function endSessionsAndResetLinks(client: pg.ClientBase): Promise<void> {
  await client.query('UPDATE identity.sessions SET revoked_at = now() WHERE revoked_at IS NULL');
  await client.query('DELETE FROM identity.password_reset_tokens WHERE used_at IS NULL');
}

/**
 * An event the relay had published when the snapshot was taken may not have been handled yet by
 * every consumer, and the broker's copy may be gone with the old system: every event still in an
 * outbox (published ones stay there an hour) is marked unpublished, so the relays send them again.
 * Each consumer's inbox skips the ones it had handled, so each is handled once.
 */
async function publishOutboxesAgain(client: pg.ClientBase, manifest: SnapshotManifest): Promise<void> {
  for (const table of manifest.tables.filter((entry) => entry.name === 'outbox')) {
    await client.query(`UPDATE ${quote(table.schema)}.outbox SET published_at = NULL WHERE published_at IS NOT NULL`);
  }
}

/**
 * An e-mail that a sender had leased when the snapshot was taken has no sender any more: the lease
 * is released so the restored notification service sends it at once rather than after the lease.
 */
async function releaseLeases(client: pg.ClientBase): Promise<void> {
  await client.query("UPDATE notification.email_notifications SET locked_until = NULL WHERE status = 'pending' AND locked_until IS NOT NULL");
}

/** The Lunchbox schemas (and migration journals) already in the database. */
async function lunchboxSchemasIn(client: pg.ClientBase): Promise<string[]> {
  const schemas = [...SERVICE_SCHEMAS.map((service) => service.schema), ...LEFT_OUT_SCHEMAS];
  const journals = SERVICE_SCHEMAS.map((service) => `${MIGRATIONS_SCHEMA}.${service.journalTable}`);
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1)
     UNION ALL SELECT j FROM unnest($2::text[]) AS j WHERE to_regclass(j) IS NOT NULL`,
    [schemas, journals],
  );
  return rows.map((row) => row.name).sort();
}

/**
 * Each service's migrations up to the version the snapshot recorded. A snapshot from a newer
 * Lunchbox (a migration this code does not have, or a different one) is refused; one from an older
 * version is restored at its own version, and the services apply the newer migrations when they start.
 */
function migrationsToRecordedVersions(manifest: SnapshotManifest): Array<{ service: ServiceSchema; files: MigrationFile[] }> {
  const known = new Set(SERVICE_SCHEMAS.map((service) => service.name));
  const unknown = manifest.services.filter((recorded) => !known.has(recorded.name)).map((recorded) => recorded.name);
  if (unknown.length > 0)
    throw new SnapshotError(`The snapshot has services this version of Lunchbox does not know: ${unknown.join(', ')}. Nothing was restored.`);
  return SERVICE_SCHEMAS.map((service) => {
    const recorded = manifest.services.find((entry) => entry.name === service.name);
    if (!recorded) throw new SnapshotError(`The snapshot has no ${service.name} schema. Nothing was restored.`);
    const files = readMigrationFiles({ migrationsFolder: service.migrationsFolder });
    recorded.migrations.forEach((migration, index) => {
      const file = files[index];
      if (!file || file.hash !== migration.hash || file.folderMillis !== migration.createdAt) {
        throw new SnapshotError(
          `The snapshot's ${service.name} schema is at a version this code does not have (its migration ${index + 1} of ${recorded.migrations.length} ` +
            `${file ? 'differs from this code’s' : 'is newer than this code’s last'}). Restore it with the Lunchbox version that took it. Nothing was restored.`,
        );
      }
    });
    return { service, files: files.slice(0, recorded.migrations.length) };
  });
}

/** What drizzle's migrator does for a service (kit's openServiceDatabase), inside the restore's transaction. */
async function migrate(client: pg.ClientBase, service: ServiceSchema, files: MigrationFile[]): Promise<void> {
  const journal = `${quote(MIGRATIONS_SCHEMA)}.${quote(service.journalTable)}`;
  await client.query(`DROP TABLE IF EXISTS ${journal}`);
  await client.query(`CREATE TABLE ${journal} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const file of files) {
    for (const statement of file.sql) if (statement.trim()) await client.query(statement);
    await client.query(`INSERT INTO ${journal} (hash, created_at) VALUES ($1, $2)`, [file.hash, file.folderMillis]);
  }
}

/** Hands out the decompressed data table by table: exactly the bytes each one has. */
class ExactReader {
  private readonly source: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterator<Buffer>) {
    this.source = source;
  }

  async *take(bytes: number): AsyncGenerator<Buffer> {
    for (let left = bytes; left > 0;) {
      if (this.pending.length === 0) {
        const next = await this.source.next();
        if (next.done) throw new SnapshotError('The snapshot ends before its last table. Nothing was restored.');
        this.pending = next.value;
      }
      const piece = this.pending.subarray(0, left);
      this.pending = this.pending.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}
