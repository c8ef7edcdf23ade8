import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { percentile, summarise, type LatencySummary, type LoadGenerator } from './load-generator.ts';
import {
  checkoutRequest,
  countLunches,
  lunchPlanOf,
  openRush,
  plannedCheckout,
  seedRushParents,
  signedInRead,
  type LunchChoice,
  type LunchCount,
  type RushParent,
} from './rush.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningCluster {
  url: string;
  /** The cluster's own database (on the bench's PostgreSQL server), for seeding and counting. */
  pool: pg.Pool;
  /** Signs the rush parents' sessions as the cluster's identity does. */
  privateKey: string;
  /** E-mails the cluster's SMTP capture accepted, in the order of their files. */
  mails(): SavedMail[];
  stop(): Promise<void>;
}

export interface SavedMail {
  to: string[];
  subject: string;
  receivedAt: string;
}

/**
 * `npm run cluster` as the bench runs it: infra/start-cluster.ts in a process of its own (nats-server,
 * identity, menu, two ordering replicas, notification and the gateway, each a process, mail into its
 * SMTP capture), on a database of its own created on the bench's PostgreSQL server.
 */
export async function startBenchCluster(options: { adminDatabaseUrl: string; env: NodeJS.ProcessEnv; log: (line: string) => void }): Promise<RunningCluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-bench-cluster-'));
  const admin = new pg.Pool({ connectionString: options.adminDatabaseUrl, max: 1 });
  const databaseName = `lunchbox_cluster_${process.pid}`;
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(options.adminDatabaseUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.href,
    PORT: String(port),
    IDENTITY_PORT: String(await freePort()),
    MENU_PORT: String(await freePort()),
    ORDERING_PORT: String(await freePort()),
    ORDERING_REPLICA_PORT: String(await freePort()),
    NOTIFICATION_PORT: String(await freePort()),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/start-cluster.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the cluster was not ready within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  options.log(`cluster ready at ${url} (data in ${dataDir})`);
  const pool = new pg.Pool({ connectionString: databaseUrl.href, max: 4 });
  const mailFolder = path.join(dataDir, 'cluster-mail');
  const seen = new Set<string>();
  const mails: SavedMail[] = [];
  return {
    url,
    pool,
    privateKey: loadOrCreateKeyPair(dataDir).privateKey,
    mails() {
      if (!existsSync(mailFolder)) return mails;
      for (const name of readdirSync(mailFolder).sort()) {
        if (!name.endsWith('.json') || name.startsWith('.') || seen.has(name)) continue;
        seen.add(name);
        mails.push(JSON.parse(readFileSync(path.join(mailFolder, name), 'utf8')) as SavedMail);
      }
      return mails;
    },
    async stop() {
      await pool.end();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailLatency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Where the time went, hop by hop, from the rows' own times (see `mailHops`). */
  hops: MailHop[];
}

export interface MailHop {
  hop: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface TimedCheckout {
  checkoutId: string;
  sent: number;
  answered: number;
  accepted: number;
}

/**
 * Each calm checkout's path from the times its rows carry (one machine, one clock): PostgreSQL's
 * `now()` is its transaction's start, so ordering's transaction starts at the outbox row's
 * `created_at`, the relay's pass at `published_at` and notification's inbox transaction at
 * `handled_at`; the e-mail record's `created_at` is stamped after its content is composed, the
 * delivery's `sent_at` once SMTP said 250 (both by the services' clock, which runs at TEST_NOW).
 */
async function mailHops(pool: pg.Pool, checkouts: TimedCheckout[]): Promise<MailHop[]> {
  const { rows } = await pool.query<{ checkout_id: string; ordered: Date; relayed: Date; handled: Date; composed: Date; sent: Date | null }>(
    `select o.envelope->'data'->>'checkoutId' as checkout_id, o.created_at as ordered, o.published_at as relayed,
            i.handled_at as handled, e.created_at as composed, d.sent_at as sent
       from ordering.outbox o
       join notification.inbox i on i.event_id = o.event_id
       join notification.email_notifications e on e.source_event_id = o.event_id
       join notification.email_deliveries d on d.notification_id = e.id
      where o.type = 'order.placed' and o.envelope->'data'->>'checkoutId' = any($1)`,
    [checkouts.map((checkout) => checkout.checkoutId)],
  );
  const byId = new Map(rows.map((row) => [row.checkout_id, row]));
  const spans: Record<string, number[]> = {};
  const add = (hop: string, ms: number) => (spans[hop] ??= []).push(ms);
  for (const checkout of checkouts) {
    const row = byId.get(checkout.checkoutId);
    if (!row) continue;
    add('request sent → ordering transaction starts (gateway, subgraph, checks before it)', row.ordered.getTime() - checkout.sent);
    add('ordering transaction starts → relay pass starts (the transaction, its commit, the wake-up)', row.relayed.getTime() - row.ordered.getTime());
    add('relay pass starts → notification inbox transaction starts (publish, JetStream, the pull consumer)', row.handled.getTime() - row.relayed.getTime());
    add("inbox transaction starts → SMTP accepted (read model, template, commit, lease, send, the capture's save)", checkout.accepted - row.handled.getTime());
    // The services' clock may run at TEST_NOW's offset: only differences of its own stamps mean anything.
    if (row.sent) add("of which e-mail composed → marked sent (commit, lease, send, the capture's save)", row.sent.getTime() - row.composed.getTime());
    add('checkout answered → SMTP accepted', checkout.accepted - checkout.answered);
  }
  return Object.entries(spans).map(([hop, values]) => {
    const sorted = values.sort((a, b) => a - b);
    return { hop, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted[sorted.length - 1] ?? Number.NaN };
  });
}

/**
 * Calm traffic: one checkout of one lunch at a time, each timed from the moment it is sent to the
 * moment the SMTP capture accepted its confirmation (the order.placed event crossing NATS to
 * notification, which renders and sends it). The first `warmUp` are not counted.
 */
export async function measureMailLatency(options: {
  cluster: RunningCluster;
  /** Each parent's checkouts are sent one after another; a parent's confirmations are told apart by count. */
  checkouts: Array<{ parent: RushParent; lunch: LunchChoice; childIndex: number }>;
  addedAt: string;
  warmUp: number;
}): Promise<MailLatency> {
  const { cluster } = options;
  const confirmationsTo = (email: string) => cluster.mails().filter((mail) => mail.to.includes(email) && /order/i.test(mail.subject)).length;
  const latencies: number[] = [];
  const timed: TimedCheckout[] = [];
  for (const [index, { parent, lunch, childIndex }] of options.checkouts.entries()) {
    const before = confirmationsTo(parent.email);
    const planned = plannedCheckout({ ...parent, children: [parent.children[childIndex]!] }, [lunch], options.addedAt);
    const request = checkoutRequest(cluster.url, planned);
    const sent = Date.now();
    const answer = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    if (answer.status !== 201) throw new Error(`a calm checkout answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    await answer.arrayBuffer();
    const answered = Date.now();
    const deadline = Date.now() + 30_000;
    while (confirmationsTo(parent.email) === before) {
      if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${parent.email} within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const mail = cluster.mails().filter((candidate) => candidate.to.includes(parent.email) && /order/i.test(candidate.subject))[before]!;
    if (index < options.warmUp) continue;
    const accepted = Date.parse(mail.receivedAt);
    latencies.push(accepted - sent);
    timed.push({ checkoutId: planned.checkoutId, sent, answered, accepted });
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    hops: await mailHops(cluster.pool, timed),
  };
}

export interface ClusterRushStep {
  checkoutsPerSecond: number;
  seconds: number;
  parents: number;
  lunches: number;
  latency: LatencySummary;
  failed: number;
  count: LunchCount;
  held: boolean;
}

/**
 * The rush on the cluster at rising rates (an open model, arrivals at seeded random instants), each
 * step with parents of its own, until a step misses the p99 or loses, doubles or fails a checkout:
 * the highest step that held is the cluster's figure.
 */
export async function clusterRushSteps(options: {
  cluster: RunningCluster;
  load: LoadGenerator;
  rates: number[];
  seconds: number;
  seed: number;
  p99GoalMs: number;
  lunches: LunchChoice[];
  addedAt: string;
  log: (line: string) => void;
}): Promise<ClusterRushStep[]> {
  const { cluster, load } = options;
  const steps: ClusterRushStep[] = [];
  for (const [index, rate] of options.rates.entries()) {
    const seed = options.seed + 100 * (index + 1);
    const parents = await seedRushParents({
      pool: cluster.pool,
      privateKey: cluster.privateKey,
      count: rate * options.seconds,
      seed,
      concurrency: 8,
      sessionCookie: SESSION_COOKIE,
    });
    // As in the embedded rush: each parent's session is known to the gateway (the cart screen's read) before checking out.
    await load.run({
      requests: parents.map((parent) => signedInRead(cluster.url, parent)),
      concurrency: 16,
      maxRequests: parents.length,
      maxDurationMs: 600_000,
    });
    const checkouts = parents.map((parent) => plannedCheckout(parent, options.lunches, options.addedAt));
    const result = await load.run(openRush(cluster.url, checkouts, options.seconds, seed));
    const count = await countLunches(cluster.pool, lunchPlanOf(checkouts));
    const latency = summarise(result);
    const failed = result.statuses.filter((status) => status !== 201).length;
    const held = latency.p99Ms <= options.p99GoalMs && failed === 0 && count.lost === 0 && count.duplicated === 0;
    const step: ClusterRushStep = {
      checkoutsPerSecond: rate,
      seconds: options.seconds,
      parents: parents.length,
      lunches: checkouts.reduce((sum, checkout) => sum + checkout.items.length, 0),
      latency,
      failed,
      count,
      held,
    };
    steps.push(step);
    options.log(
      `cluster rush at ${rate} checkouts/s for ${options.seconds} s: p50 ${latency.p50Ms.toFixed(1)} ms, p99 ${latency.p99Ms.toFixed(1)} ms, ` +
        `${failed} failed, lost ${count.lost}, duplicated ${count.duplicated}${held ? '' : ' — did not hold'}`,
    );
    for (const failure of [...new Set(result.errors)].slice(0, 3)) options.log(`cluster rush: a failed checkout: ${failure.slice(0, 300)}`);
    if (!held) break;
  }
  return steps;
}
