import { Worker } from 'node:worker_threads';

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

/** Several runs of the same request as one: all their requests, and their times added up. */
export function combine(results: LoadResult[]): LoadResult {
  return {
    latenciesMs: results.flatMap((result) => result.latenciesMs),
    statuses: results.flatMap((result) => result.statuses),
    bodies: results.flatMap((result) => result.bodies),
    errors: results.flatMap((result) => result.errors),
    elapsedMs: results.reduce((sum, result) => sum + result.elapsedMs, 0),
  };
}

type WorkerMessage = { ready: true } | { ok: true; result: LoadResult } | { ok: false; error: string };

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
 * The benchmark's HTTP client, a worker thread running load-worker.ts (through tsx, which a worker
 * does not inherit from `node --import tsx`). One job at a time.
 */
export class LoadGenerator {
  private readonly worker: Worker;

  private constructor(worker: Worker) {
    this.worker = worker;
  }

  static async start(): Promise<LoadGenerator> {
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./load-worker.ts', import.meta.url).href;
    const worker = new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, {
      eval: true,
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('error', reject);
        if ('ready' in message) resolve();
        else reject(new Error(`load worker did not start: ${JSON.stringify(message)}`));
      });
    });
    return new LoadGenerator(worker);
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (message: WorkerMessage) => {
        this.worker.off('error', onError);
        if ('ok' in message && message.ok) resolve(message.result);
        else reject(new Error(`load worker failed: ${'error' in message ? message.error : 'unexpected message'}`));
      });
      this.worker.postMessage(job);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
