import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runUntilSignalled } from '@lunchbox/kit/process/lifecycle';
import { createLogger } from '@lunchbox/kit/process/logger';
import { createTestDatabase } from '@lunchbox/kit/testing/postgres';
import { startSystemOnFreePort, TEST_ADMIN, TEST_CAPTCHA } from './test-system.ts';

/**
 * The system the browser scenarios drive, in a process of its own: a fresh database, mail as .eml
 * files under DATA_DIR/mail (the scenarios read the reset link there), the test captcha answer and
 * administrator. Prints one JSON line with its address once it is ready.
 */
const log = createLogger('e2e-system');
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'lunchbox-e2e-'));
const database = await createTestDatabase();
const system = await startSystemOnFreePort({
  log,
  env: {
    NODE_ENV: 'test',
    REGISTER_RATE_LIMIT: '1000', // the browser scenarios register many parents from one address
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: process.env.PORT ?? '0',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...(process.env.TEST_NOW ? { TEST_NOW: process.env.TEST_NOW } : {}),
    // Issue 30: two-factor.spec.ts runs a system of its own that requires administrators' second factor.
    ...(process.env.REQUIRE_ADMIN_2FA ? { REQUIRE_ADMIN_2FA: process.env.REQUIRE_ADMIN_2FA } : {}),
    // Where a test that reads the system's traces and metrics (two-factor-secrets-stay-out.test.ts) sends and reads them.
    ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? { OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT } : {}),
    ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
    // A run may serve its own copy of the built app, so a rebuild elsewhere cannot pull it away mid-run.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
});
runUntilSignalled(log, async () => {
  await system.stop();
  await database.drop();
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
});
// Announced only once the shutdown handler is in place, so an early SIGTERM still stops cleanly.
process.stdout.write(`${JSON.stringify({ url: system.url, dataDir })}\n`);
