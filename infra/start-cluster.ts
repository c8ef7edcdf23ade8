import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import { startEmbeddedPostgres } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';
import { startNatsServer } from '@lunchbox/kit/testing/nats-server';
import { startSmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { spawnProcess, Supervisor, type RunningProcess } from './supervisor.ts';

/**
 * The local cluster: every service in its own process, two replicas of ordering behind the
 * gateway, events over a real NATS JetStream, mail into an SMTP capture. It plays the part of
 * docker-compose.yml on a machine without a container engine, restart policy included: a process
 * that exits is started again (with back-off) while the others keep serving; only a signal to this
 * script stops the cluster. `$DATA_DIR/cluster/<process>.pid` says which process is which.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = createLogger('cluster');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const pidDir = path.join(dataDir, 'cluster');
const gatewayPort = Number(process.env.PORT ?? 4000);
/** Stopped in reverse order of starting: the gateway first, the servers the services need last. */
const supervisors: Supervisor[] = [];
const cleanups: Array<() => Promise<void>> = [];

function supervise(name: string, launch: () => Promise<RunningProcess>): Supervisor {
  const supervisor = new Supervisor({
    name,
    launch,
    log,
    onStarted: (running) => running.pid !== undefined && writeFileSync(path.join(pidDir, `${name}.pid`), `${running.pid}\n`),
  });
  supervisors.push(supervisor);
  return supervisor;
}

async function main(): Promise<void> {
  mkdirSync(pidDir, { recursive: true });
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir, log });
    cleanups.push(() => postgres.stop());
    databaseUrl = postgres.url;
  }
  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    // A fixed port and a store under DATA_DIR: a restarted nats-server is found by its clients at
    // the same address and still has every event it had accepted.
    const natsPort = Number(process.env.NATS_PORT ?? (await freePort()));
    const storeDir = path.join(dataDir, 'nats');
    await supervise('nats-server', async () => {
      const nats = await startNatsServer({ port: natsPort, storeDir });
      return { pid: nats.pid, exited: nats.exited.then(() => 'exited'), stop: () => nats.stop() };
    }).start();
    natsUrl = `nats://127.0.0.1:${natsPort}`;
  }
  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    const capture = await startSmtpCapture({
      saveTo: path.join(dataDir, 'cluster-mail'),
      onAccepted: (mail, file) => log.info({ to: mail.to, subject: mail.subject, file }, 'captured e-mail'),
    });
    cleanups.push(() => capture.stop());
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
  const node = (entry: string, env: NodeJS.ProcessEnv) => async () =>
    spawnProcess(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env: { ...shared, ...env }, log });
  const services = [
    supervise('identity', node('services/identity/src/main.ts', { IDENTITY_PORT: String(ports.identity), JWT_PRIVATE_KEY: keys.privateKey })),
    supervise('menu', node('services/menu/src/main.ts', { MENU_PORT: String(ports.menu) })),
    supervise('ordering-1', node('services/ordering/src/main.ts', { ORDERING_PORT: String(ports.ordering) })),
    supervise('ordering-2', node('services/ordering/src/main.ts', { ORDERING_PORT: String(ports.orderingReplica) })),
    supervise('notification', node('services/notification/src/main.ts', { NOTIFICATION_PORT: String(ports.notification) })),
  ];
  for (const service of services) await service.start();
  for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/readyz`);
  await supervise(
    'gateway',
    node('gateway/src/main.ts', {
      PORT: String(gatewayPort),
      IDENTITY_URL: url(ports.identity),
      MENU_URL: url(ports.menu),
      ORDERING_URL: `${url(ports.ordering)},${url(ports.orderingReplica)}`,
      NOTIFICATION_URL: url(ports.notification),
    }),
  ).start();
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  log.info(`Lunchbox cluster is running at http://localhost:${gatewayPort} (NATS ${natsUrl}, SMTP ${smtpUrl})`);
}

/**
 * How long a process may take to answer /readyz before the cluster gives up. Three minutes, not
 * one: on a busy two-core machine eight Node processes compiling TypeScript at once took more than
 * a minute, and giving up then stopped a cluster that would have come up.
 */
const START_TIMEOUT_MS = Number(process.env.CLUSTER_START_TIMEOUT_MS ?? 180_000);

async function waitFor(url: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
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
  // The gateway stops taking requests first; the services then finish theirs and hand their last
  // events to NATS and their last e-mails to SMTP, which therefore stop after them.
  const gateway = supervisors.find((supervisor) => supervisor.name === 'gateway');
  await gateway?.stop();
  const nats = supervisors.find((supervisor) => supervisor.name === 'nats-server');
  await Promise.all(supervisors.filter((supervisor) => supervisor !== gateway && supervisor !== nats).map((supervisor) => supervisor.stop()));
  await nats?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log.warn({ err: error }, 'a cleanup failed'));
  rmSync(pidDir, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Whoever started the cluster (npm, a test) may end without a signal reaching this script; the
// cluster then stops too rather than keep every service running on its own.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) {
    log.warn({ parent }, 'the process that started the cluster has ended; stopping the cluster');
    void stop(0);
  }
}, 1000).unref();
main().catch((error: unknown) => {
  log.error({ err: error }, 'cluster failed to start');
  void stop(1);
});
