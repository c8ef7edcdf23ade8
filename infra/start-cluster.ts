import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import { startEmbeddedPostgres } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';
import { startNatsServer } from '@lunchbox/kit/testing/nats-server';
import { startSmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { startFrontProxy, type FrontProxy } from './front-proxy.ts';
import { spawnProcess, Supervisor, type RunningProcess } from './supervisor.ts';

/**
 * The local cluster: every service in its own process, two replicas of ordering and two gateways
 * behind a front proxy (the load balancer), events over a real NATS JetStream, mail into an SMTP
 * capture. It plays the part of docker-compose.yml on a machine without a container engine, restart
 * policy included: a process that exits is started again (with back-off) while the others keep
 * serving; only a signal to this script stops the cluster. `$DATA_DIR/cluster/<process>.pid` says
 * which process is which.
 *
 * A rolling restart (SIGUSR2 to this script, or `npm run cluster -- --rolling-restart` beside it)
 * replaces every process of every service, one at a time: the new one starts on its kind's spare
 * port, and only once it is ready and in the pools does the old one get SIGTERM, leave the pools and
 * finish its requests. `$DATA_DIR/cluster/rolling-restart.json` tells how it went.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = createLogger('cluster');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const pidDir = path.join(dataDir, 'cluster');
const statusFile = path.join(pidDir, 'rolling-restart.json');
const gatewayPort = Number(process.env.PORT ?? 4000);
/** How long a process told to stop keeps serving while the pools take it out (SHUTDOWN_DRAIN_MS, passed to every process). */
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 3000);
/** How long its stop may then take before it exits anyway (SHUTDOWN_GRACE_MS); the supervisor kills it a second after both. */
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
/**
 * How long a new process, once ready, is given before the old one it replaces is told to stop: the
 * gateways probe each replica's /readyz once a second and the front proxy every half second, so all
 * of them have it in rotation by then.
 */
const POOL_NOTICE_MS = 2500;
/** How many nats-server processes the cluster runs when no NATS_URL is given: 1, or 3 clustered (NATS_NODES=3). */
const natsNodes = Number(process.env.NATS_NODES ?? 1);
/** Stopped in reverse order of starting: the gateway first, the servers the services need last. */
const supervisors: Supervisor[] = [];
/** What a rolling restart replaces, in its order: the subgraphs, then the gateways. */
const deployOrder: Supervisor[] = [];
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

/**
 * The ports one kind of process serves on: one per replica and a spare, on which a rolling restart
 * starts each new process while the old one still serves. The gateways (and the front proxy) know
 * every port of a kind and send requests to the ones whose /readyz answers.
 */
class PortSlots {
  private readonly used = new Set<number>();
  readonly ports: number[];

  constructor(ports: number[]) {
    this.ports = ports;
  }

  /** The port a replica had (a restart after a crash comes back where it was), or the first free one. */
  take(preferred: number | undefined): number {
    const port = preferred !== undefined && !this.used.has(preferred) ? preferred : this.ports.find((candidate) => !this.used.has(candidate));
    if (port === undefined) throw new Error(`no free port among ${this.ports.join(', ')}`);
    this.used.add(port);
    return port;
  }

  release(port: number): void {
    this.used.delete(port);
  }
}

/**
 * A process's clock with TEST_NOW starts at that instant when the process starts (kit/process/clock).
 * Every process the cluster starts later (a restart, a deploy) is given TEST_NOW moved on by the time
 * since the cluster started, so all of them keep one clock, as real clocks agree: an e-mail lease
 * taken by a process that is leaving runs out for its successor when it should, not minutes later.
 */
const clusterStartedAt = Date.now();
function testClock(): NodeJS.ProcessEnv {
  const testNow = process.env.TEST_NOW;
  if (!testNow) return {};
  return { TEST_NOW: new Date(Date.parse(testNow) + (Date.now() - clusterStartedAt)).toISOString() };
}

async function main(): Promise<void> {
  mkdirSync(pidDir, { recursive: true });
  writeFileSync(path.join(pidDir, 'cluster.pid'), `${process.pid}\n`);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir, log });
    cleanups.push(() => postgres.stop());
    databaseUrl = postgres.url;
  }
  let natsUrl = process.env.NATS_URL;
  let natsReplicas = process.env.NATS_STREAM_REPLICAS ?? '1';
  if (!natsUrl && natsNodes === 1) {
    // A fixed port and a store under DATA_DIR: a restarted nats-server is found by its clients at
    // the same address and still has every event it had accepted.
    const natsPort = Number(process.env.NATS_PORT ?? (await freePort()));
    const storeDir = path.join(dataDir, 'nats');
    await supervise('nats-server', async () => {
      const nats = await startNatsServer({ port: natsPort, storeDir });
      return { pid: nats.pid, exited: nats.exited.then(() => 'exited'), stop: () => nats.stop() };
    }).start();
    natsUrl = `nats://127.0.0.1:${natsPort}`;
  } else if (!natsUrl) {
    // NATS_NODES=3: a JetStream cluster on this machine, routes between the nodes, every stream kept
    // by all three, and the services given every node's address (a client moves to another when its
    // node goes). Each node keeps its ports and its store, so one started again rejoins as itself.
    const nodes = await Promise.all(
      Array.from({ length: natsNodes }, async (_, index) => ({ name: `nats-${index + 1}`, port: await freePort(), routePort: await freePort() })),
    );
    const routes = nodes.map((node) => `nats://127.0.0.1:${node.routePort}`);
    const supervised = nodes.map((node) =>
      supervise(node.name, async () => {
        const nats = await startNatsServer({
          port: node.port,
          storeDir: path.join(dataDir, node.name),
          cluster: { name: 'lunchbox', serverName: node.name, port: node.routePort, routes },
        });
        return { pid: nats.pid, exited: nats.exited.then(() => 'exited'), stop: () => nats.stop() };
      }),
    );
    await Promise.all(supervised.map((node) => node.start()));
    natsUrl = nodes.map((node) => `nats://127.0.0.1:${node.port}`).join(',');
    natsReplicas = String(natsNodes);
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
  // One V8 compile cache for every cluster of this checkout (entries are keyed by each file's
  // contents, so a changed file simply gets a new one): a test's fresh DATA_DIR starts warm too.
  const compileCache = process.env.NODE_COMPILE_CACHE ?? path.join(root, 'node_modules', '.cache', 'lunchbox-compile-cache');
  const shared = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    SMTP_URL: smtpUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
    SHUTDOWN_DRAIN_MS: String(drainMs),
    SHUTDOWN_GRACE_MS: String(graceMs),
    NATS_STREAM_REPLICAS: natsReplicas,
  };
  const portOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const slots = {
    identity: new PortSlots([portOf('IDENTITY_PORT', 4001), await freePort()]),
    menu: new PortSlots([portOf('MENU_PORT', 4002), await freePort()]),
    ordering: new PortSlots([portOf('ORDERING_PORT', 4003), portOf('ORDERING_REPLICA_PORT', 4013), await freePort()]),
    notification: new PortSlots([portOf('NOTIFICATION_PORT', 4004), await freePort()]),
    gateway: new PortSlots([await freePort(), await freePort(), await freePort()]),
  };
  const urls = (kind: keyof typeof slots) => slots[kind].ports.map((port) => `http://127.0.0.1:${port}/graphql`).join(',');
  const replicasOf = new Map<keyof typeof slots, number>();
  /** One replica of a kind: a node process on a port of its kind's slots, given to it in `portVariable`. */
  const replica = (name: string, kind: keyof typeof slots, entry: string, portVariable: string, env: NodeJS.ProcessEnv = {}) => {
    const index = replicasOf.get(kind) ?? 0;
    replicasOf.set(kind, index + 1);
    let lastPort: number | undefined = slots[kind].ports[index];
    const supervisor = supervise(name, async () => {
      const port = slots[kind].take(lastPort);
      lastPort = port;
      // Node's own type stripping runs the TypeScript as it is (as the bench does), without tsx's
      // compile step, and the compile cache under DATA_DIR spares a process started again (a
      // deploy starts each kind once more) V8's parsing: a new process is ready sooner and takes
      // less of the CPU the serving processes need meanwhile.
      const running = spawnProcess(process.execPath, [path.join(root, entry)], {
        cwd: root,
        env: { ...shared, ...env, [portVariable]: String(port), NODE_COMPILE_CACHE: compileCache, ...testClock() },
        log,
        killAfterMs: drainMs + graceMs + 1000,
      });
      void running.exited.then(() => slots[kind].release(port));
      return { ...running, port };
    });
    deployOrder.push(supervisor);
    return supervisor;
  };
  const services = [
    replica('identity', 'identity', 'services/identity/src/main.ts', 'IDENTITY_PORT', { JWT_PRIVATE_KEY: keys.privateKey }),
    replica('menu', 'menu', 'services/menu/src/main.ts', 'MENU_PORT'),
    replica('ordering-1', 'ordering', 'services/ordering/src/main.ts', 'ORDERING_PORT'),
    replica('ordering-2', 'ordering', 'services/ordering/src/main.ts', 'ORDERING_PORT'),
    replica('notification', 'notification', 'services/notification/src/main.ts', 'NOTIFICATION_PORT'),
  ];
  for (const service of services) await service.start();
  for (const service of services) await waitFor(`http://127.0.0.1:${service.port}/readyz`);
  const gatewayEnv = { IDENTITY_URL: urls('identity'), MENU_URL: urls('menu'), ORDERING_URL: urls('ordering'), NOTIFICATION_URL: urls('notification') };
  const gateways = [
    replica('gateway-1', 'gateway', 'gateway/src/main.ts', 'PORT', gatewayEnv),
    replica('gateway-2', 'gateway', 'gateway/src/main.ts', 'PORT', gatewayEnv),
  ];
  for (const gateway of gateways) await gateway.start();
  for (const gateway of gateways) await waitFor(`http://127.0.0.1:${gateway.port}/readyz`);
  const front = await startFrontProxy({ port: gatewayPort, upstreams: slots.gateway.ports.map((port) => `http://127.0.0.1:${port}`), log });
  frontProxy = front;
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  log.info(`Lunchbox cluster is running at http://localhost:${gatewayPort} (NATS ${natsUrl}, SMTP ${smtpUrl})`);
}

let frontProxy: FrontProxy | undefined;

interface RollingRestartStatus {
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt?: string;
  /** Each process replaced, with its new pid and how long its step took. */
  steps: Array<{ process: string; pid: number | undefined; ms: number; readyMs?: number }>;
  error?: string;
}

let rolling: Promise<void> | undefined;

/** Replaces every process of every service, one at a time, each new one ready and in the pools before the old one stops. */
async function rollingRestart(): Promise<void> {
  const status: RollingRestartStatus = { state: 'running', startedAt: new Date().toISOString(), steps: [] };
  const save = () => writeFileSync(statusFile, `${JSON.stringify(status, null, 2)}\n`);
  save();
  log.info('rolling restart: started');
  try {
    for (const supervisor of deployOrder) {
      if (stopping) throw new Error('the cluster is stopping');
      const stepStarted = Date.now();
      let readyMs: number | undefined;
      await supervisor.replace(async (running) => {
        await waitFor(`http://127.0.0.1:${running.port}/readyz`);
        readyMs = Date.now() - stepStarted;
        // A new gateway: the front proxy (in this process) says when it has it in rotation. A new
        // subgraph replica: the gateways' probes are given POOL_NOTICE_MS.
        const origin = `http://127.0.0.1:${running.port}`;
        if (supervisor.name.startsWith('gateway'))
          await waitUntil(`${origin} in the front proxy's rotation`, () => frontProxy?.inRotation().includes(origin) ?? true);
        await new Promise((resolve) => setTimeout(resolve, POOL_NOTICE_MS));
      });
      status.steps.push({ process: supervisor.name, pid: supervisor.pid, ms: Date.now() - stepStarted, readyMs });
      save();
      log.info({ process: supervisor.name, pid: supervisor.pid, ms: Date.now() - stepStarted, readyMs }, 'rolling restart: replaced');
    }
    status.state = 'done';
  } catch (error) {
    status.state = 'failed';
    status.error = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, 'rolling restart failed');
  }
  status.finishedAt = new Date().toISOString();
  save();
  log.info({ ms: Date.parse(status.finishedAt) - Date.parse(status.startedAt) }, `rolling restart: ${status.state}`);
}

/** `--rolling-restart`: asks the cluster running on this DATA_DIR for one and waits for its end. */
async function askForRollingRestart(): Promise<void> {
  const pid = Number(readFileSync(path.join(pidDir, 'cluster.pid'), 'utf8'));
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    let status: RollingRestartStatus | undefined;
    try {
      status = JSON.parse(readFileSync(statusFile, 'utf8')) as RollingRestartStatus;
    } catch {
      continue;
    }
    if (Date.parse(status.startedAt) < asked - 1000 || status.state === 'running') continue;
    for (const step of status.steps) console.log(`${step.process}: replaced (pid ${step.pid}) in ${step.ms} ms, the new one ready after ${step.readyMs} ms`);
    console.log(
      `rolling restart ${status.state} in ${Date.parse(status.finishedAt!) - Date.parse(status.startedAt)} ms${status.error ? `: ${status.error}` : ''}`,
    );
    process.exit(status.state === 'done' ? 0 : 1);
  }
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

async function waitUntil(what: string, condition: () => boolean, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (stopping) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // The gateways stop taking requests first; the services then finish theirs and hand their last
  // events to NATS and their last e-mails to SMTP, which therefore stop after them.
  // The whole cluster goes, so nobody routes around a leaving process: the gateways and the services
  // drain side by side (each still answers during its drain) instead of one drain after the other.
  const natsNodes = supervisors.filter((supervisor) => supervisor.name.startsWith('nats'));
  const [servers] = await Promise.all([
    Promise.all(supervisors.filter((supervisor) => !natsNodes.includes(supervisor)).map((supervisor) => supervisor.stop())),
    frontProxy?.stop(),
  ]);
  const brokers = await Promise.all(natsNodes.map((nats) => nats.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log.warn({ err: error }, 'a cleanup failed'));
  rmSync(pidDir, { recursive: true, force: true });
  // A process killed because it overran its stop (or one that ended with an error) makes the whole
  // stop unclean, which the exit code says to whoever stopped the cluster.
  const clean = [...servers, ...brokers].every(Boolean);
  if (!clean) log.error('a process of the cluster did not stop cleanly');
  process.exit(code === 0 && !clean ? 1 : code);
}

if (process.argv.includes('--rolling-restart')) {
  await askForRollingRestart();
} else {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGUSR2', () => {
    rolling ??= rollingRestart().finally(() => {
      rolling = undefined;
    });
  });
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
}
