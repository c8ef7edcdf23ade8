import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { checksumOfFiles, SNAPSHOT_FORMAT, SnapshotError, type SnapshotManifest } from './snapshot-file.ts';
import { MIGRATIONS_SCHEMA, SERVICE_SCHEMAS } from './service-schemas.ts';
import { copyDocuments } from './snapshot-documents.ts';
import { tablesParentsFirst } from './table-order.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How many times a snapshot is taken again when a document it names was deleted before it was copied. */
const ATTEMPTS = 3;

/**
 * Writes one consistent snapshot of every service's schema to `outFile`: everything is read in one
 * REPEATABLE READ transaction, as pg_dump does, so an order, its ledger entries and its outbox
 * event are all in it or all not. Then every diet request document the snapshot's rows name is
 * copied from `documentsDir`, still encrypted. A document is written once and never changed, only
 * deleted (after its row): when one the snapshot names is gone, its row was deleted since, and the
 * whole snapshot is taken again, so the file holds every document its rows name. After the last
 * attempt a document still gone (lost before the backup) is recorded as missing and reported.
 * The file appears under its name only when complete.
 */
export async function takeSnapshot(databaseUrl: string, outFile: string, options: { documentsDir: string }): Promise<SnapshotManifest> {
  for (let attempt = 1; ; attempt++) {
    const manifest = await attemptSnapshot(databaseUrl, outFile, options.documentsDir, attempt === ATTEMPTS);
    if (manifest) return manifest;
  }
}

async function attemptSnapshot(databaseUrl: string, outFile: string, documentsDir: string, last: boolean): Promise<SnapshotManifest | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'lunchbox-backup' });
  await client.connect();
  const dataFile = `${outFile}.data-partial`;
  const documentsFile = `${outFile}.documents-partial`;
  const partialFile = `${outFile}.partial`;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;

    const services: SnapshotManifest['services'] = [];
    for (const service of SERVICE_SCHEMAS) {
      const journal = `${MIGRATIONS_SCHEMA}.${service.journalTable}`;
      const found = await client.query<{ journal: string | null; schema: string | null }>('SELECT to_regclass($1) AS journal, to_regnamespace($2) AS schema', [
        journal,
        service.schema,
      ]);
      if (!found.rows[0]!.journal || !found.rows[0]!.schema) {
        throw new SnapshotError(`The database has no ${service.name} schema (or no ${journal}): has Lunchbox ever started on it?`);
      }
      const applied = await client.query<{ hash: string; created_at: string }>(
        `SELECT hash, created_at FROM ${quote(MIGRATIONS_SCHEMA)}.${quote(service.journalTable)} ORDER BY created_at, id`,
      );
      services.push({
        name: service.name,
        schema: service.schema,
        migrations: applied.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) })),
      });
    }

    const schemas = SERVICE_SCHEMAS.map((service) => service.schema);
    const sequences: SnapshotManifest['sequences'] = [];
    const sequenceNames = await client.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
      [schemas],
    );
    for (const { schema, name } of sequenceNames.rows) {
      const state = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${quote(schema)}.${quote(name)}`);
      sequences.push({ schema, name, lastValue: String(state.rows[0]!.last_value), isCalled: state.rows[0]!.is_called });
    }

    const tables: SnapshotManifest['tables'] = [];
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(dataFile));
    for (const { schema, name, columns } of await tablesParentsFirst(client, schemas)) {
      const copy = client.query(copyTo(`COPY ${quote(schema)}.${quote(name)} (${columns.map(quote).join(', ')}) TO STDOUT`));
      let bytes = 0;
      for await (const chunk of copy) {
        bytes += (chunk as Buffer).length;
        if (!gzip.write(chunk)) await once(gzip, 'drain');
      }
      tables.push({ schema, name, columns, rows: copy.rowCount, bytes });
    }
    gzip.end();
    await written;
    const documentKeys = (await client.query<{ key: string }>('SELECT document_key AS key FROM identity.diet_requests ORDER BY 1')).rows.map((row) => row.key);
    await client.query('COMMIT');

    const { documents, missing } = await copyDocuments(documentsDir, documentKeys, documentsFile);
    if (missing.length > 0 && !last) return undefined;

    const manifest: SnapshotManifest = {
      takenAt: new Date().toISOString(),
      serverVersion,
      services,
      tables,
      sequences,
      checksum: { algorithm: 'sha256', value: await checksumOfFiles([dataFile, documentsFile]) },
      dataBytes: (await stat(dataFile)).size,
      documents,
      ...(missing.length > 0 ? { missingDocuments: missing } : {}),
    };
    await writeFile(partialFile, `${SNAPSHOT_FORMAT}\n${JSON.stringify(manifest)}\n`);
    await pipeline(createReadStream(dataFile), createWriteStream(partialFile, { flags: 'a' }));
    await pipeline(createReadStream(documentsFile), createWriteStream(partialFile, { flags: 'a' }));
    await rename(partialFile, outFile);
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    await rm(dataFile, { force: true });
    await rm(documentsFile, { force: true });
    await rm(partialFile, { force: true });
  }
}
