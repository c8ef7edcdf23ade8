import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNatsServer } from '@lunchbox/kit/testing/nats-server';
import { createTestDatabase } from '@lunchbox/kit/testing/postgres';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { startSystem, type RunningSystem } from '../system.ts';

/**
 * startSystem with PORT=0 picks a free port and listens on it a moment later, after the services
 * have started. On a busy machine something else can take the port in between (an outgoing
 * connection's ephemeral port, another test's server), and the gateway fails with EADDRINUSE: that
 * start is stopped and tried again on a new port. Any other failure fails at once.
 */
export async function startSystemOnFreePort(options: Parameters<typeof startSystem>[0] = {}): Promise<RunningSystem> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSystem(options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

export const TEST_CAPTCHA = 'Ab3dE5';
export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1', email: 'admin@lunchbox.test' };

export interface TestSystem extends RunningSystem {
  mail: SmtpCapture;
  dataDir: string;
  /** The test's own database, for a test that must look behind the services' back (a superuser's direct edit). */
  databaseUrl: string;
}

/**
 * The real system for a test file: its own database, a real SMTP capture, the in-process bus or a
 * nats-server of its own, and a gateway on a free port.
 */
export async function startTestSystem(options: { bus?: 'in-process' | 'nats'; env?: Record<string, string> } = {}): Promise<TestSystem> {
  const database = await createTestDatabase();
  const mail = await startSmtpCapture();
  const nats = options.bus === 'nats' ? await startNatsServer() : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-system-'));
  const system = await startSystemOnFreePort({
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SMTP_URL: mail.url,
      ...(nats ? { NATS_URL: nats.url } : {}),
      PORT: '0',
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      ...options.env,
    },
  });
  return {
    ...system,
    mail,
    dataDir,
    databaseUrl: database.url,
    async stop() {
      await system.stop();
      await mail.stop();
      await nats?.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
