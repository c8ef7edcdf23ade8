import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth';
import { startEmbeddedPostgres } from '@lunchbox/kit/embedded-postgres';
import { createLogger } from '@lunchbox/kit/logger';
import { startNatsServer } from '@lunchbox/kit/testing/nats-server';
import { startSmtpCapture } from '@lunchbox/kit/testing/smtp-capture';

/**
 * The local cluster: every service in its own process, two replicas of ordering behind the
 * gateway, events over a real NATS JetStream, mail into an SMTP capture. It plays the part of
 * docker-compose.yml on a machine without a container engine.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = createLogger('cluster');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const gatewayPort = Number(process.env.PORT ?? 4000);
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

async function main(): Promise<void> {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir, log });
    cleanups.push(() => postgres.stop());
    databaseUrl = postgres.url;
  }
  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    const nats = await startNatsServer();
    cleanups.push(() => nats.stop());
    natsUrl = nats.url;
  }
  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    const mailDir = path.join(dataDir, 'cluster-mail');
    mkdirSync(mailDir, { recursive: true });
    const capture = await startSmtpCapture();
    let saved = 0;
    const saver = setInterval(() => {
      for (const mail of capture.messages.slice(saved)) {
        const file = path.join(mailDir, `${Date.now()}-${saved}.json`);
        writeFileSync(file, JSON.stringify(mail, null, 2));
        log.info({ to: mail.to, subject: mail.subject, file }, 'captured e-mail');
        saved += 1;
      }
    }, 500);
    cleanups.push(async () => {
      clearInterval(saver);
      await capture.stop();
    });
    smtpUrl = capture.url;
  }
  const keys = loadOrCreateKeyPair(dataDir);
  const shared = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    SMTP_URL: smtpUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  };
  const url = (port: number) => `http://127.0.0.1:${port}/graphql`;
  const portOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const ports = {
    identity: portOf('IDENTITY_PORT', 4001),
    menu: portOf('MENU_PORT', 4002),
    ordering: portOf('ORDERING_PORT', 4003),
    orderingReplica: portOf('ORDERING_REPLICA_PORT', 4013),
    notification: portOf('NOTIFICATION_PORT', 4004),
  };
  const processes = [
    { name: 'identity', entry: 'services/identity/src/main.ts', env: { IDENTITY_PORT: String(ports.identity), JWT_PRIVATE_KEY: keys.privateKey } },
    { name: 'menu', entry: 'services/menu/src/main.ts', env: { MENU_PORT: String(ports.menu) } },
    { name: 'ordering-1', entry: 'services/ordering/src/main.ts', env: { ORDERING_PORT: String(ports.ordering) } },
    { name: 'ordering-2', entry: 'services/ordering/src/main.ts', env: { ORDERING_PORT: String(ports.orderingReplica) } },
    { name: 'notification', entry: 'services/notification/src/main.ts', env: { NOTIFICATION_PORT: String(ports.notification) } },
  ];
  for (const service of processes) children.push(startProcess(service.name, service.entry, { ...shared, ...service.env }));
  for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/readyz`);
  children.push(
    startProcess('gateway', 'gateway/src/main.ts', {
      ...shared,
      PORT: String(gatewayPort),
      IDENTITY_URL: url(ports.identity),
      MENU_URL: url(ports.menu),
      ORDERING_URL: `${url(ports.ordering)},${url(ports.orderingReplica)}`,
      NOTIFICATION_URL: url(ports.notification),
    }),
  );
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  log.info(`Lunchbox cluster is running at http://localhost:${gatewayPort} (NATS ${natsUrl}, SMTP ${smtpUrl})`);
}

function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log.error({ name, code, signal }, 'a cluster process exited; stopping the cluster');
      void stop(1);
    }
  });
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs / 1000} s`);
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch((error: unknown) => {
  log.error({ err: error }, 'cluster failed to start');
  void stop(1);
});
