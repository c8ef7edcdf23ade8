import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where diet requests' documents live and the AES-256 key they are encrypted with. */
export interface DocumentSettings {
  dir: string;
  key: Buffer;
}

/**
 * The configured key (DOCUMENTS_KEY), else one kept under DATA_DIR/keys beside the signing keys and
 * generated on first start, as the embedded default does with its other keys. Documents go to
 * DATA_DIR/documents, outside the database.
 */
export function documentSettingsFrom(dataDir: string, configuredKey: string | undefined): DocumentSettings {
  const dir = path.resolve(dataDir, 'documents');
  if (configuredKey) return { dir, key: Buffer.from(configuredKey, 'base64') };
  const keysDir = path.resolve(dataDir, 'keys');
  const keyPath = path.join(keysDir, 'documents.key');
  if (!existsSync(keyPath)) {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    writeFileSync(keyPath, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return { dir, key: Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'base64') };
}
