import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface PlannedRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** One measured run: `requests` are sent in turn (cycled) by `concurrency` loops until either bound is reached. */
export interface LoadJob {
  requests: PlannedRequest[];
  concurrency: number;
  maxRequests: number;
  maxDurationMs: number;
  /** Hand the answers' bodies back (the checkout burst checks them; the read runs do not need them). */
  keepBodies?: boolean;
  /**
   * An open model instead of loops: request i is sent at arrivalsMs[i] after the start whether or not
   * earlier ones have been answered (a new connection when none is free), and its latency counts
   * from that planned instant, so a client that falls behind cannot hide the server's queue.
   */
  arrivalsMs?: number[];
}

export interface LoadResult {
  /** Per request, in the order they were started. */
  latenciesMs: number[];
  /** Per request; 0 when the connection failed. */
  statuses: number[];
  bodies: string[];
  /** Examples of failures: a few non-2xx answers (status and the start of the body) and connection errors. */
  errors: string[];
  /** From the first request sent to the last answer read. */
  elapsedMs: number;
}

export interface LatencySummary {
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

type WorkerMessage = { ready: true } | { prepared: true } | { ok: true; result: LoadResult } | { ok: false; error: string };

/** What the bench sends the worker: a job to hold, then the word to run it. */
export type WorkerCommand = { prepare: LoadJob } | { start: true };

/** Nearest-rank percentile of already sorted values. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function summarise(result: LoadResult): LatencySummary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / (result.elapsedMs / 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/**
 * The benchmark's HTTP client: a child process running load-worker.ts (Node's own type stripping, as
 * the bench itself runs). One job at a time.
 */
export class LoadGenerator {
  private readonly child: ChildProcess;

  private constructor(child: ChildProcess) {
    this.child = child;
  }

  static async start(): Promise<LoadGenerator> {
    const entry = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
    const child = fork(entry, [], { serialization: 'advanced', stdio: 'inherit' });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`load worker exited with code ${code} before it was ready`)));
      child.once('message', (message: WorkerMessage) => {
        child.off('error', reject);
        child.removeAllListeners('exit');
        if ('ready' in message) resolve();
        else reject(new Error(`load worker did not start: ${JSON.stringify(message)}`));
      });
    });
    return new LoadGenerator(child);
  }

  /** The load generator's process id (its memory is not the servers'). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Hands the worker a job to hold until `start`. The bench's process (the servers') then keeps none
   * of the planned requests: ten thousand checkout bodies were a quarter of its live heap, which
   * every major collection during the rush had to mark.
   */
  async prepare(job: LoadJob): Promise<void> {
    const answer = this.nextMessage();
    this.child.send({ prepare: job });
    const message = await answer;
    if (!('prepared' in message)) throw new Error(`load worker did not take the job: ${JSON.stringify(message)}`);
  }

  /** Runs the prepared job. */
  async start(): Promise<LoadResult> {
    const answer = this.nextMessage();
    this.child.send({ start: true });
    const message = await answer;
    if ('ok' in message && message.ok) return message.result;
    throw new Error(`load worker failed: ${'error' in message ? message.error : 'unexpected message'}`);
  }

  async run(job: LoadJob): Promise<LoadResult> {
    await this.prepare(job);
    return this.start();
  }

  /** The worker's next message; set up before sending, and holding no reference to what is sent. */
  private nextMessage(): Promise<WorkerMessage> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load worker exited with code ${code} during a run`));
      this.child.once('exit', onExit);
      this.child.once('message', (message: WorkerMessage) => {
        this.child.off('exit', onExit);
        resolve(message);
      });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    await exited;
  }
}
