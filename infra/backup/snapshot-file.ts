import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * A snapshot file: a first line naming the format, a second line with the manifest (JSON), then
 * the tables' data, gzip-compressed: each table's `COPY … TO STDOUT` text, one after another in
 * the manifest's order, `bytes` long each. The checksum covers the compressed data.
 */
export const SNAPSHOT_FORMAT = 'LUNCHBOX-SNAPSHOT 1';

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
      if (first >= 0 && text.subarray(0, first).toString('latin1') !== SNAPSHOT_FORMAT) break;
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

/** The sha256 of the compressed data, as the manifest records it. */
export async function checksumOf(file: string, dataOffset: number): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { start: dataOffset })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
