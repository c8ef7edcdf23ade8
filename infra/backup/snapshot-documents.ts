import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { documentsDirOf, generatedDocumentsKeyPathOf } from '../../services/identity/src/diet-requests/document-settings.ts';
import { encryptedFileStorage } from '../../services/identity/src/diet-requests/encrypted-file-storage.ts';
import { SnapshotError, type SnapshotDocument } from './snapshot-file.ts';

/** A document's file name in identity's folder: its key and `.enc` (encrypted-file-storage.ts). */
const DOCUMENT_FILE = /^([A-Za-z0-9-]{16,64})\.enc$/;
const fileOf = (dir: string, key: string) => {
  if (!DOCUMENT_FILE.test(`${key}.enc`))
    throw new SnapshotError(`The snapshot names a document key that is not one: ${JSON.stringify(key)}. Nothing was restored.`);
  return path.join(dir, `${key}.enc`);
};

/**
 * Where identity keeps diet requests' documents, from the same settings identity reads (DATA_DIR,
 * default ./data: DATA_DIR/documents), and the key that opens them when it is in reach: DOCUMENTS_KEY,
 * else the one the embedded default generated under DATA_DIR/keys. The backup never needs the key
 * (documents are copied still encrypted); a restore uses it, when present, only to check that it
 * opens the restored documents. A key is never generated here.
 */
export interface DocumentsLocation {
  dir: string;
  key?: Buffer;
}

export function documentsLocationFrom(env: NodeJS.ProcessEnv = process.env): DocumentsLocation {
  const dataDir = env.DATA_DIR || './data';
  if (env.DOCUMENTS_KEY) return { dir: documentsDirOf(dataDir), key: Buffer.from(env.DOCUMENTS_KEY, 'base64') };
  const keyPath = generatedDocumentsKeyPathOf(dataDir);
  const key = existsSync(keyPath) ? Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'base64') : undefined;
  return { dir: documentsDirOf(dataDir), key };
}

/**
 * Appends each named document's file, as it is on disk (encrypted), to `outFile`, recording its
 * size and sha256. A document whose file is gone is returned in `missing` (its row was deleted
 * after the snapshot, or the file was lost before it).
 */
export async function copyDocuments(dir: string, keys: readonly string[], outFile: string): Promise<{ documents: SnapshotDocument[]; missing: string[] }> {
  const documents: SnapshotDocument[] = [];
  const missing: string[] = [];
  const out = createWriteStream(outFile);
  try {
    for (const key of keys) {
      let sealed: Buffer;
      try {
        sealed = await readFile(fileOf(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          missing.push(key);
          continue;
        }
        throw error;
      }
      if (!out.write(sealed)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      documents.push({ key, bytes: sealed.length, sha256: createHash('sha256').update(sealed).digest('hex') });
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return { documents, missing };
}

/** Reads each document's bytes from the snapshot and checks its sha256; refuses the first that differs, before anything is written. */
export async function verifyDocuments(file: string, documents: readonly SnapshotDocument[], start: number): Promise<void> {
  let position = start;
  for (const document of documents) {
    fileOf('.', document.key);
    const hash = createHash('sha256');
    if (document.bytes > 0)
      for await (const chunk of createReadStream(file, { start: position, end: position + document.bytes - 1 })) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== document.sha256) {
      throw new SnapshotError(
        `${file} is damaged or was changed: the document ${document.key} does not match its sha256 in the manifest. Nothing was restored.`,
      );
    }
    position += document.bytes;
  }
}

/**
 * Writes the snapshot's documents into a hidden folder inside the documents folder (the same file
 * system, so moving them into place is a rename), checked against their sha256 again.
 */
export async function stageDocuments(file: string, documents: readonly SnapshotDocument[], start: number, dir: string): Promise<string> {
  const staging = path.join(dir, `.restore-${randomUUID()}`);
  await mkdir(staging, { recursive: true, mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    throw new SnapshotError(
      `Cannot write the documents into ${dir} (${error.code ?? error.message}): run the restore where identity's documents folder is writable (docs/operations.md, Restoring). Nothing was restored.`,
    );
  });
  try {
    let position = start;
    for (const document of documents) {
      const target = fileOf(staging, document.key);
      if (document.bytes > 0)
        await pipeline(createReadStream(file, { start: position, end: position + document.bytes - 1 }), createWriteStream(target, { mode: 0o600 }));
      else await pipeline(async function* () {}, createWriteStream(target, { mode: 0o600 }));
      const written = createHash('sha256')
        .update(await readFile(target))
        .digest('hex');
      if (written !== document.sha256) throw new SnapshotError(`The document ${document.key} changed while it was restored. Nothing was restored.`);
      position += document.bytes;
    }
    return staging;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Whether the key in reach opens a restored document (the first one, decrypted in memory only):
 * refused when it does not, since identity would fail every download with it. Without a key in
 * reach (DOCUMENTS_KEY unset, no generated key) the check cannot be made: a warning says so.
 */
export async function checkDocumentsKey(staging: string, documents: readonly SnapshotDocument[], key: Buffer | undefined): Promise<string | undefined> {
  const sample = documents[0];
  if (!sample) return undefined;
  if (!key) {
    return 'No documents key in reach (DOCUMENTS_KEY is unset and DATA_DIR/keys has none): the restored documents were not checked. Identity must run with the DOCUMENTS_KEY they were encrypted with, or they cannot be downloaded.';
  }
  try {
    await encryptedFileStorage({ dir: staging, key }).read(sample.key);
  } catch {
    throw new SnapshotError(
      'The documents key in reach (DOCUMENTS_KEY, or the one under DATA_DIR/keys) does not open the snapshot’s documents: set DOCUMENTS_KEY to the key they were encrypted with (the one identity used when the backup was taken). Nothing was restored.',
    );
  }
  return undefined;
}

/** Moves the staged documents into the documents folder (a rename each; a document of the same key is the same file, documents never change). */
export async function moveStagedDocuments(staging: string, documents: readonly SnapshotDocument[], dir: string): Promise<void> {
  for (const document of documents) await rename(fileOf(staging, document.key), fileOf(dir, document.key));
}

/**
 * With --replace, after the restore committed: the documents no restored row names are removed, and
 * any hidden folder an interrupted restore left behind.
 */
export async function removeDocumentsNotIn(dir: string, keep: readonly string[]): Promise<number> {
  const kept = new Set(keep);
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith('.restore-')) {
      await rm(path.join(dir, name), { recursive: true, force: true });
      continue;
    }
    const key = DOCUMENT_FILE.exec(name)?.[1];
    if (key && !kept.has(key)) {
      await rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
