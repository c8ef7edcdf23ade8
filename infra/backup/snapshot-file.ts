import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * A snapshot file: a first line naming the format, a second line with the manifest (JSON), then
 * the tables' data, gzip-compressed (`dataBytes` long): each table's `COPY … TO STDOUT` text, one
 * after another in the manifest's order, `bytes` long each; then the diet requests' documents the
 * tables name, each file as identity stored it (still encrypted), one after another in the
 * manifest's order. The checksum covers everything after the manifest; each document has its own
 * sha256 too. Format 1 (before documents) had only the data.
 */
export const SNAPSHOT_FORMAT = 'LUNCHBOX-SNAPSHOT 2';
const READABLE_FORMATS = ['LUNCHBOX-SNAPSHOT 1', SNAPSHOT_FORMAT];

export interface SnapshotDocument {
  key: string;
  bytes: number;
  sha256: string;
}

export interface AppliedMigration {
  hash: string;
  /** drizzle's `created_at`: the migration's `when` in the journal, which orders them. */
  createdAt: number;
}

export interface SnapshotManifest {
  takenAt: string;
  serverVersion: string;
  /** Each service's schema version: the migrations its journal had applied. */
  services: Array<{ name: string; schema: string; migrations: AppliedMigration[] }>;
  tables: Array<{ schema: string; name: string; columns: string[]; rows: number; bytes: number }>;
  sequences: Array<{ schema: string; name: string; lastValue: string; isCalled: boolean }>;
  checksum: { algorithm: 'sha256'; value: string };
  /** Format 2: the compressed data's length; the documents follow it. */
  dataBytes?: number;
  /** Format 2: the documents the snapshot's diet requests name (format 1 snapshots have none: a restore leaves the documents folder alone). */
  documents?: SnapshotDocument[];
  /** Documents a row named but whose file was already gone when the backup copied them. */
  missingDocuments?: string[];
}

export class SnapshotError extends Error {}

/** Reads the format line and the manifest; `dataOffset` is where the compressed data begins. */
export async function readSnapshotHeader(file: string): Promise<{ manifest: SnapshotManifest; dataOffset: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new SnapshotError(`Cannot read the snapshot ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`);
  });
  try {
    let text = Buffer.alloc(0);
    const chunk = Buffer.alloc(1 << 16);
    for (let position = 0; ;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      position += bytesRead;
      text = Buffer.concat([text, chunk.subarray(0, bytesRead)]);
      const first = text.indexOf(0x0a);
      if (first >= 0 && !READABLE_FORMATS.includes(text.subarray(0, first).toString('latin1'))) break;
      const second = first >= 0 ? text.indexOf(0x0a, first + 1) : -1;
      if (second >= 0) {
        try {
          const manifest = JSON.parse(text.subarray(first + 1, second).toString('utf8')) as SnapshotManifest;
          return { manifest, dataOffset: second + 1 };
        } catch {
          break;
        }
      }
      if (bytesRead === 0) break;
    }
  } finally {
    await handle.close();
  }
  throw new SnapshotError(`${file} is not a Lunchbox snapshot (it does not start with "${SNAPSHOT_FORMAT}" and a manifest).`);
}

/** The sha256 of the files' bytes one after another: the data and the documents, as the backup writes them. */
export async function checksumOfFiles(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The sha256 of everything after the manifest (the compressed data and the documents), as the manifest records it. */
export async function checksumOf(file: string, dataOffset: number): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { start: dataOffset })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
