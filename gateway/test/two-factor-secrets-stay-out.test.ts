import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { generate } from 'otplib';
import { listen } from '@lunchbox/kit/http/subgraph-server';
import { TEST_ADMIN } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const METRICS_TOKEN = 'operator-token-0123456789';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
function codeFor(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** An OTLP/HTTP receiver that keeps every request body as sent, so the test reads the spans' attributes and events as an operator's tracing backend would. */
async function startOtlpReceiver(): Promise<{ url: string; bodies: string[]; stop(): Promise<void> }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, bodies, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The whole system in a process of its own (infra/test/serve-test-system.ts) logging at the lowest
 * level, so the test reads every line an operator's log collector would get from its output.
 */
async function startLoggedSystem(env: Record<string, string>): Promise<{ url: string; output: () => string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/test/serve-test-system.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'trace' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    }, 100);
    const deadline = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`the system did not start within 120 s:\n${output}`));
    }, 120_000);
    child.once('exit', (code) => {
      clearInterval(timer);
      clearTimeout(deadline);
      reject(new Error(`the system exited early with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where `secret` occurs in `text`; a six-digit code counts only as a whole token, not inside a longer number or an id. */
function occurrences(text: string, secret: string): string[] {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = /^\d{6}$/.test(secret) ? new RegExp(`(?<![0-9A-Za-z.])${escaped}(?![0-9A-Za-z])`, 'g') : new RegExp(escaped, 'gi');
  return [...text.matchAll(pattern)].map((match) => text.slice(Math.max(0, match.index - 80), match.index + secret.length + 80));
}

describe('no secret or code leaves the two-factor paths', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let system: Awaited<ReturnType<typeof startLoggedSystem>>;
  let dataDir: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-secrets-'));
    system = await startLoggedSystem({ DATA_DIR: dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, METRICS_TOKEN });
  });
  afterAll(async () => {
    await system?.stop();
    await receiver?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('when parents set up, use, get wrong, recover with and turn off two-factor and close an account with a code, then no secret, code or password is in the logs, traces, metrics, audit trail or e-mails', async () => {
    const secrets = new Set<string>();
    const keep = (...values: string[]) => values.forEach((value) => secrets.add(value));
    const password = () => `pw-${randomBytes(9).toString('base64url')}`;

    /** Setup and enable, the first code being the one of this period. */
    const turnOn = async (parent: SignedInParent) => {
      const setup = await parent.browser.post('/api/2fa/setup', {});
      assert.equal(setup.status, 200, JSON.stringify(setup.body));
      const first = await codeFor(setup.body.secret);
      const enabled = await parent.browser.post('/api/2fa/enable', { code: first });
      assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
      const recoveryCodes = enabled.body.recoveryCodes as string[];
      keep(setup.body.secret, first, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', '')));
      return { secret: setup.body.secret as string, recoveryCodes };
    };
    const passwordStep = async (parent: SignedInParent) => {
      const browser = new Browser(system.url);
      const login = await browser.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(login.body.twoFactorRequired, true, JSON.stringify(login.body));
      return { browser, challengeId: login.body.challengeId as string };
    };

    const parent = await newSignedInParent(system.url, { password: password() });
    keep(parent.fields.password);
    // Off with the password and the next code, so the same secret's codes need not wait for a new period.
    const firstSecret = await turnOn(parent);
    const offCode = await codeFor(firstSecret.secret, 1);
    keep(offCode);
    const off = await parent.browser.post('/api/2fa/disable', { password: parent.fields.password, code: offCode });
    assert.equal(off.status, 200, JSON.stringify(off.body));

    const { secret, recoveryCodes } = await turnOn(parent);
    const wrongCode = await codeFor(secret, -120);
    const rightCode = await codeFor(secret, 1);
    keep(wrongCode, rightCode);
    const attempt = await passwordStep(parent);
    const wrong = await attempt.browser.post('/api/login/2fa', { challengeId: attempt.challengeId, code: wrongCode });
    assert.equal(wrong.status, 401, JSON.stringify(wrong.body));
    const right = await attempt.browser.post('/api/login/2fa', { challengeId: attempt.challengeId, code: rightCode });
    assert.equal(right.status, 200, JSON.stringify(right.body));
    const recovery = await passwordStep(parent);
    const recovered = await recovery.browser.post('/api/login/2fa', { challengeId: recovery.challengeId, recoveryCode: recoveryCodes[0] });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));

    const leaving = await newSignedInParent(system.url, { password: password() });
    keep(leaving.fields.password);
    const leavingSecret = await turnOn(leaving);
    const deleteCode = await codeFor(leavingSecret.secret, 1);
    keep(deleteCode);
    const closed = await leaving.browser.post('/api/my-account/delete', { password: leaving.fields.password, code: deleteCode });
    assert.equal(closed.status, 204, JSON.stringify(closed.body));

    const admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const audit = await admin.get('/api/admin/audit.csv');
    assert.equal(audit.status, 200);
    const auditCsv = String(audit.body);
    // The trail has the flow's entries, so an empty file cannot pass.
    for (const action of ['user.two_factor_failed', 'user.signed_in']) assert.ok(auditCsv.includes(action), `${action} in the audit trail`);
    const metricsResponse = await fetch(new URL('/metrics', system.url), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(metricsResponse.status, 200);
    const metrics = await metricsResponse.text();
    assert.ok(metrics.includes('route="/api/login/2fa"'), 'the second sign-in step is measured');

    // Stopping the system sends its last spans and writes its last lines.
    await system.stop();
    const traces = receiver.bodies.join('\n');
    assert.ok(traces.includes('/api/login/2fa'), 'the second sign-in step is traced');
    const logs = system.output();
    assert.ok(logs.split('\n').filter((line) => line.startsWith('{"level"')).length > 0, 'the system wrote log lines');
    const mailDir = path.join(dataDir, 'mail');
    const mail = readdirSync(mailDir).map((file) => readFileSync(path.join(mailDir, file), 'utf8'));
    assert.ok(
      mail.some((message) => message.includes(leaving.fields.email)),
      'the goodbye e-mail was written',
    );

    const places = { logs, traces, metrics, 'audit trail': auditCsv, 'e-mails': mail.join('\n') };
    const leaks = [...secrets].flatMap((value) =>
      Object.entries(places).flatMap(([place, text]) => occurrences(text, value).map((context) => `${value} in the ${place}: …${context}…`)),
    );
    assert.deepEqual(leaks, []);
  });
});
