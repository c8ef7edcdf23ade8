import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { ApiClient, type ApiResponse } from './http-client.ts';
import { TEST_ADMIN, TEST_CAPTCHA } from './test-system.ts';

/**
 * What the tests of the local cluster (infra/start-cluster.ts: every service its own process, two
 * ordering replicas, two gateways behind the front proxy) share: starting it on the test's database
 * and waiting until it is ready, stopping it, a client with an address of its own, and the SMTP
 * capture's folder.
 */

/** A browser with an address of its own (the gateway trusts the loopback proxy's X-Forwarded-For), so each parent has its own registration rate limit. */
export class Person extends ApiClient {
  readonly address: string;

  constructor(baseUrl: string, address: string) {
    super(baseUrl);
    this.address = address;
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

export interface SavedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** The SMTP capture's folder: every accepted e-mail is a JSON file there. */
export class MailFolder {
  readonly mails: SavedMail[] = [];
  private readonly seen = new Set<string>();
  private readonly folder: string;

  constructor(folder: string) {
    this.folder = folder;
  }

  refresh(): SavedMail[] {
    if (!existsSync(this.folder)) return this.mails;
    for (const name of readdirSync(this.folder).sort()) {
      if (!name.endsWith('.json') || name.startsWith('.') || this.seen.has(name)) continue;
      this.seen.add(name);
      this.mails.push(JSON.parse(readFileSync(path.join(this.folder, name), 'utf8')) as SavedMail);
    }
    return this.mails;
  }

  /** The confirmations of one lunch: to its parent, naming its date and child. */
  confirmationsOf(lunch: { email: string; date: string; childName: string }): SavedMail[] {
    const line = `${formatLongDate(lunch.date)}: `;
    return this.mails.filter(
      (mail) =>
        mail.to.includes(lunch.email) &&
        mail.subject.includes('order') &&
        mail.text.split('\n').some((text) => text.includes(line) && text.includes(` for ${lunch.childName} (`)),
    );
  }
}

/** infra/start-cluster.ts in a process of its own, with `env` as its whole environment. */
export function spawnCluster(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/start-cluster.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The cluster logs warnings and errors only: a replica taken out of rotation, a restart.
  child.stdout!.pipe(process.stderr);
  return child;
}

/** How a stopped cluster ended: its exit code (0 when every process stopped by itself) and how long it took. */
export interface ClusterStop {
  code: number | null;
  ms: number;
}

/** SIGTERM, and how the cluster ended. */
export async function stopCluster(child: ChildProcess | undefined): Promise<ClusterStop> {
  if (!child || child.exitCode !== null) return { code: child?.exitCode ?? 0, ms: 0 };
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  return { code, ms: Date.now() - started };
}

/** The ports of a local cluster: the front proxy's (`gateway`) and each service's first replica's. */
export type ClusterPorts = Record<'gateway' | 'identity' | 'menu' | 'ordering' | 'orderingReplica' | 'notification', number>;

/** A local cluster a test started: where it answers, where it keeps its data and mail, and how to stop and start it again. */
export interface LocalCluster {
  baseUrl: string;
  dataDir: string;
  ports: ClusterPorts;
  /** Where its NATS answers (its own nats-server's, or the one `env` named). */
  natsUrl: string;
  /** The SMTP capture's folder. */
  mail: MailFolder;
  /** The cluster's own process (SIGUSR2 asks it for a rolling restart). */
  readonly process: ChildProcess;
  /** The pid a cluster process (`ordering-1`, `notification`, …) runs as now. */
  pid(name: string): number;
  /** Waits until `url` (the front proxy's /readyz by default) answers 200; fails if the cluster exits first. */
  waitReady(url?: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM to the cluster, and how it ended. */
  stop(): Promise<ClusterStop>;
  /** Starts it again on the same ports, DATA_DIR and database, and waits until it is ready. */
  start(): Promise<void>;
  /** Stops it and removes its DATA_DIR. */
  remove(): Promise<void>;
}

/**
 * Starts `npm run cluster` as the cluster tests use it: on the test's database and clock, on free
 * ports, with a DATA_DIR of its own (mail and pids there), the test administrator and captcha
 * answer; NATS is the cluster's own unless `env` names one (a test that takes NATS away runs its
 * own). Resolves once the front proxy's /readyz answers.
 */
export async function startLocalCluster(options: { name: string; databaseUrl: string; testNow: string; env?: NodeJS.ProcessEnv }): Promise<LocalCluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `lunchbox-${options.name}-`));
  const ports: ClusterPorts = { gateway: 0, identity: 0, menu: 0, ordering: 0, orderingReplica: 0, notification: 0 };
  for (const name of Object.keys(ports) as Array<keyof ClusterPorts>) ports[name] = await freePort();
  const natsPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    PORT: String(ports.gateway),
    IDENTITY_PORT: String(ports.identity),
    MENU_PORT: String(ports.menu),
    ORDERING_PORT: String(ports.ordering),
    ORDERING_REPLICA_PORT: String(ports.orderingReplica),
    NOTIFICATION_PORT: String(ports.notification),
    NATS_PORT: String(natsPort),
    TEST_NOW: options.testNow,
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  let child = spawnCluster(env);
  const cluster: LocalCluster = {
    baseUrl,
    dataDir,
    ports,
    natsUrl: options.env?.NATS_URL ?? `nats://127.0.0.1:${natsPort}`,
    mail: new MailFolder(path.join(dataDir, 'cluster-mail')),
    get process() {
      return child;
    },
    pid: (name) => clusterPid(dataDir, name),
    async waitReady(url = `${baseUrl}/readyz`, timeoutMs = 300_000) {
      await waitFor(
        `${url} to answer 200`,
        async () => {
          if (child.exitCode !== null) throw new Error(`the cluster exited (code ${child.exitCode}) before ${url} was ready`);
          return fetch(url).then(
            (response) => response.ok,
            () => false,
          );
        },
        { timeoutMs, intervalMs: 250 },
      );
    },
    stop: () => stopCluster(child),
    async start() {
      child = spawnCluster(env);
      await cluster.waitReady();
    },
    async remove() {
      await stopCluster(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.waitReady();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}

/** The pid a cluster process (`ordering-1`, `notification`, …) runs as now, from `$DATA_DIR/cluster/<name>.pid`. */
export function clusterPid(dataDir: string, name: string): number {
  return Number(readFileSync(path.join(dataDir, 'cluster', `${name}.pid`), 'utf8'));
}

/** Runs `fn` over the items with at most `limit` under way at once (parents registering, checkouts in a burst). */
export async function inParallel<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const loop = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, loop));
}
