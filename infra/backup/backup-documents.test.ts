import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import type { RunningSystem } from '../system.ts';
import { startSystemOnFreePort, TEST_ADMIN, TEST_CAPTCHA } from '../test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from '../../gateway/test/parents.ts';
import { addChild, TEST_NOW, type Child } from '../../gateway/test/week-fixtures.ts';
import { restoreSnapshot } from './restore-snapshot.ts';
import { documentsLocationFrom } from './snapshot-documents.ts';
import { SnapshotError, type SnapshotManifest } from './snapshot-file.ts';
import { takeSnapshot } from './take-snapshot.ts';

/** See backup-restore.test.ts: the compose stack's PostgreSQL when the container test runs this file. */
if (process.env.BACKUP_TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BACKUP_TEST_DATABASE_URL;

/** A PDF as a parent's doctor's letter: enough for its type to be told by content. */
const LETTER = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% Ana: no peanuts\n');

/** The product on a database and a data folder, with the documents key given (as production sets DOCUMENTS_KEY). */
function startOn(databaseUrl: string, dataDir: string, documentsKey: string): Promise<RunningSystem> {
  return startSystemOnFreePort({
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DOCUMENTS_KEY: documentsKey,
      PORT: '0',
      TEST_NOW,
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    },
  });
}

/** Sends a diet request as the web app does: multipart, with the header that stands for CSRF protection. */
async function uploadDietRequest(baseUrl: string, parent: SignedInParent, childId: number, bytes: Buffer): Promise<{ id: number }> {
  const form = new FormData();
  form.append('restrictions', 'peanuts');
  form.append('note', 'Signed by Dr. Reyes');
  form.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'allergy-letter.pdf');
  const response = await fetch(new URL(`/api/child-profile/${childId}/diet-requests`, baseUrl), {
    method: 'POST',
    headers: { cookie: parent.browser.cookieHeader, 'x-forwarded-for': parent.browser.address, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 201, text);
  return JSON.parse(text) as { id: number };
}

async function download(baseUrl: string, browser: Browser, url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(new URL(url, baseUrl), { headers: { cookie: browser.cookieHeader, 'x-forwarded-for': browser.address } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function signedInAdmin(baseUrl: string): Promise<Browser> {
  const admin = new Browser(baseUrl);
  assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
  return admin;
}

const documentFiles = (dir: string): string[] => (existsSync(dir) ? [...readdirSync(dir)] : []);

describe("backups hold the diet requests' documents", () => {
  const documentsKey = randomBytes(32).toString('base64');
  let folder: string;
  let dataDir: string;
  let documentsDir: string;
  let snapshot: string;
  let manifest: SnapshotManifest;
  let source: TestDatabase;
  let maria: SignedInParent;
  let ana: Child;
  let requestId: number;
  const databases: TestDatabase[] = [];
  let running: RunningSystem | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-backup-documents-'));
    dataDir = path.join(folder, 'data');
    documentsDir = documentsLocationFrom({ DATA_DIR: dataDir }).dir;
    snapshot = path.join(folder, 'lunchbox.snapshot');
    source = await createTestDatabase();
    databases.push(source);
    running = await startOn(source.url, dataDir, documentsKey);
    maria = await newSignedInParent(running.url, { fullName: 'Maria Lopez' });
    ana = await addChild(maria, 'Ana');
    requestId = (await uploadDietRequest(running.url, maria, ana.id, LETTER)).id;
    assert.equal(documentFiles(documentsDir).length, 1, 'identity stored the document');

    manifest = await takeSnapshot(source.url, snapshot, { documentsDir });
    await running.stop();
    running = undefined;
  });

  afterAll(async () => {
    await running?.stop();
    for (const database of databases) await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('when a snapshot is taken, then it holds the document still encrypted, with its sha256 in the manifest', () => {
    const [stored] = documentFiles(documentsDir);
    const sealed = readFileSync(path.join(documentsDir, stored!));
    assert.equal(manifest.documents?.length, 1);
    assert.equal(`${manifest.documents![0]!.key}.enc`, stored);
    assert.ok(readFileSync(snapshot).includes(sealed), 'the file as identity stored it is in the snapshot');
    assert.ok(!readFileSync(snapshot).includes(Buffer.from('Ana: no peanuts')), 'the letter is never decrypted into the backup');
  });

  test('when a document in the snapshot was changed, or the documents key is another, then the restore refuses before writing anything', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const elsewhere = path.join(folder, 'elsewhere');
    const tampered = Buffer.from(readFileSync(snapshot));
    tampered[tampered.length - 30] = tampered[tampered.length - 30]! ^ 0xff;
    writeFileSync(path.join(folder, 'tampered'), tampered);
    await assert.rejects(
      restoreSnapshot(database.url, path.join(folder, 'tampered'), { documents: { dir: elsewhere, key: Buffer.from(documentsKey, 'base64') } }),
      (error: Error) => error instanceof SnapshotError && /document .* does not match its sha256.*Nothing was restored/.test(error.message),
    );
    assert.deepEqual(documentFiles(elsewhere), [], 'no document was written');

    await assert.rejects(
      restoreSnapshot(database.url, snapshot, { documents: { dir: elsewhere, key: randomBytes(32) } }),
      (error: Error) => error instanceof SnapshotError && /does not open the snapshot’s documents: set DOCUMENTS_KEY/.test(error.message),
    );
    assert.deepEqual(documentFiles(elsewhere), [], 'no document was written');
    const client = new (await import('pg')).default.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from pg_namespace where nspname = 'identity'");
    await client.end();
    assert.equal(rows[0].n, 0, 'the database stayed empty');
  });

  test('when the database and the documents are wiped and the snapshot restored, then the administrator and the parent download the same letter', async () => {
    rmSync(documentsDir, { recursive: true, force: true });
    const wiped = await createTestDatabase();
    databases.push(wiped);
    const warnings: string[] = [];
    await restoreSnapshot(wiped.url, snapshot, {
      documents: documentsLocationFrom({ DATA_DIR: dataDir, DOCUMENTS_KEY: documentsKey }),
      warn: (message) => warnings.push(message),
    });
    assert.deepEqual(warnings, []);
    assert.deepEqual(documentFiles(documentsDir), [`${manifest.documents![0]!.key}.enc`], 'only the document, no restore leftovers');

    running = await startOn(wiped.url, dataDir, documentsKey);
    const admin = await signedInAdmin(running.url);
    const byAdmin = await download(running.url, admin, `/api/admin/diet-requests/${requestId}/document`);
    assert.equal(byAdmin.status, 200);
    assert.deepEqual(byAdmin.bytes, LETTER);

    const parent = new Browser(running.url);
    assert.equal((await parent.post('/api/login', { username: maria.fields.username, password: maria.fields.password })).status, 200);
    const byParent = await download(running.url, parent, `/api/child-profile/${ana.id}/diet-requests/${requestId}/document`);
    assert.deepEqual(byParent.bytes, LETTER);
    await running.stop();
    running = undefined;

    // With --replace, a document no restored row names (uploaded after the snapshot) is removed.
    const stray = path.join(documentsDir, `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.enc`);
    writeFileSync(stray, randomBytes(64));
    await restoreSnapshot(wiped.url, snapshot, { replace: true, documents: documentsLocationFrom({ DATA_DIR: dataDir, DOCUMENTS_KEY: documentsKey }) });
    assert.deepEqual(documentFiles(documentsDir), [`${manifest.documents![0]!.key}.enc`]);
  });
});
