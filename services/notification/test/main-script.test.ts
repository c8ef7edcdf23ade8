import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';

const mainScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

describe('the notification service run on its own', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-notification-main-'));
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when started as a script from its settings, then it becomes ready and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        NOTIFICATION_PORT: String(port),
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        NATS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const ready = await waitFor(
        'the service to answer /readyz (or exit)',
        async () =>
          child.exitCode === null
            ? fetch(`http://127.0.0.1:${port}/readyz`).then(
                (response) => response.ok,
                () => false,
              )
            : 'exited',
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      assert.equal(ready, true, `the service did not become ready:\n${stderr}`);
      child.kill('SIGTERM');
      assert.equal(await exited, 0, stderr);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  test('when a setting is bad, then it refuses to start and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        NOTIFICATION_PORT: 'not-a-port',
        JWT_PUBLIC_KEY: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    assert.notEqual(code, 0);
    for (const name of ['NOTIFICATION_PORT', 'JWT_PUBLIC_KEY', 'SMTP_URL']) assert.ok(stderr.includes(name), `${name} is named in:\n${stderr}`);
  });
});
