import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { checksumOf, SNAPSHOT_FORMAT, SnapshotError, type SnapshotManifest } from './snapshot-file.ts';
import { MIGRATIONS_SCHEMA, SERVICE_SCHEMAS } from './service-schemas.ts';
import { tablesParentsFirst } from './table-order.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Writes one consistent snapshot of every service's schema to `outFile`: everything is read in one
 * REPEATABLE READ transaction, as pg_dump does, so an order, its ledger entries and its outbox
 * event are all in it or all not. The file appears under its name only when complete.
 */
export async function takeSnapshot(databaseUrl: string, outFile: string): Promise<SnapshotManifest> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'lunchbox-backup' });
  await client.connect();
  const dataFile = `${outFile}.data-partial`;
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
    await client.query('COMMIT');

    const manifest: SnapshotManifest = {
      takenAt: new Date().toISOString(),
      serverVersion,
      services,
      tables,
      sequences,
      checksum: { algorithm: 'sha256', value: await checksumOf(dataFile, 0) },
    };
    await writeFile(partialFile, `${SNAPSHOT_FORMAT}\n${JSON.stringify(manifest)}\n`);
    await pipeline(createReadStream(dataFile), createWriteStream(partialFile, { flags: 'a' }));
    await rename(partialFile, outFile);
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    await rm(dataFile, { force: true });
    await rm(partialFile, { force: true });
  }
}
