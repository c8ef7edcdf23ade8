import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { ApiClient, type ApiResponse } from './http-client.ts';

/**
 * What the tests of the local cluster (infra/start-cluster.ts: every service its own process, two
 * ordering replicas) share: starting and stopping it, a client with an address of its own, and the
 * SMTP capture's folder.
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

/** SIGTERM, and how long the cluster took to stop. */
export async function stopCluster(child: ChildProcess | undefined): Promise<number> {
  if (!child || child.exitCode !== null) return 0;
  const started = Date.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return Date.now() - started;
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
