import type { Readable } from 'node:stream';

/**
 * Where diet requests' documents are kept, outside the database, by a random key. The file-system
 * adapter (encrypted-file-storage.ts) is the one in use; an S3-compatible adapter would implement
 * the same three calls.
 */
export interface DocumentStorage {
  /** Stores the stream's bytes under `key`; rejects (and keeps nothing) when the stream fails. */
  save(key: string, content: Readable): Promise<void>;
  /** The stored bytes, decrypted; rejects when they were altered. */
  read(key: string): Promise<Buffer>;
  /** Removes the document; a key already gone is not an error. */
  remove(key: string): Promise<void>;
}
