import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where diet requests' documents live and the AES-256 key they are encrypted with. */
export interface DocumentSettings {
  dir: string;
  key: Buffer;
}

/** DATA_DIR/documents: the folder identity keeps the documents in (and the backup copies them from). */
export const documentsDirOf = (dataDir: string): string => path.resolve(dataDir, 'documents');

/** DATA_DIR/keys/documents.key: the generated key, when DOCUMENTS_KEY is not set. */
export const generatedDocumentsKeyPathOf = (dataDir: string): string => path.resolve(dataDir, 'keys', 'documents.key');

/**
 * The configured key (DOCUMENTS_KEY), else one kept under DATA_DIR/keys beside the signing keys and
 * generated on first start, as the embedded default does with its other keys. Documents go to
 * DATA_DIR/documents, outside the database.
 */
export function documentSettingsFrom(dataDir: string, configuredKey: string | undefined): DocumentSettings {
  const dir = documentsDirOf(dataDir);
  if (configuredKey) return { dir, key: Buffer.from(configuredKey, 'base64') };
  const keyPath = generatedDocumentsKeyPathOf(dataDir);
  if (!existsSync(keyPath)) {
    mkdirSync(path.dirname(keyPath), { recursive: true, mode: 0o700 });
    writeFileSync(keyPath, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return { dir, key: Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'base64') };
}
