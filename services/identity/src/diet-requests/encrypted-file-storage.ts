import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DocumentSettings } from './document-settings.ts';
import type { DocumentStorage } from './document-storage.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

function fileOf(dir: string, key: string): string {
  // Keys are ours (random ids), but a path is never built from anything else.
  if (!KEY_PATTERN.test(key)) throw new Error(`not a document key: ${key}`);
  return path.join(dir, `${key}.enc`);
}

/**
 * Documents as files under DATA_DIR/documents, each encrypted with AES-256-GCM: a fresh IV, the
 * ciphertext, then the tag, so a file that was changed on disk fails to open instead of being
 * served. Written to a temporary name first and renamed, so a stopped upload leaves no document.
 */
export function encryptedFileStorage(settings: DocumentSettings): DocumentStorage {
  const ready = mkdir(settings.dir, { recursive: true, mode: 0o700 });
  return {
    async save(key, content) {
      await ready;
      const target = fileOf(settings.dir, key);
      const partial = path.join(settings.dir, `.${randomUUID()}.partial`);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', settings.key, iv);
      const out = createWriteStream(partial, { mode: 0o600 });
      out.write(iv);
      try {
        await pipeline(content, cipher, out, { end: false });
        await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())));
        await rename(partial, target);
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const sealed = await readFile(fileOf(settings.dir, key));
      const decipher = createDecipheriv('aes-256-gcm', settings.key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    },
    async remove(key) {
      await rm(fileOf(settings.dir, key), { force: true });
    },
  };
}
