// The replicas of one subgraph: balancing, retries and health checks.
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { BalancedPool, interceptors, type Dispatcher, type RetryHandler } from 'undici';

/**
 * May a request be sent again after it may already have reached a replica? Queries may, and so may
 * an idempotent mutation (a checkout under its checkoutId); any other mutation is retried only when
 * the connection failed before it was sent.
 */
export type Replay = 'safe' | 'unsafe';

export interface SubgraphRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A replica's answer as it came: its status, undici's headers (lower-case names) and its body as text. */
export interface SubgraphAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface ReplicaPool {
  /** Sends a request to one ready replica, and to another one when the retry policy allows. */
  fetch(url: string, init: SubgraphRequestInit, replay: Replay): Promise<SubgraphAnswer>;
  /** The replicas requests currently go to. */
  inRotation(): string[];
  close(): Promise<void>;
}

export interface ReplicaPoolOptions {
  log: Logger;
  /** How often each replica's /readyz is asked (default 1 s). */
  probeEveryMs?: number;
  /** A readiness answer slower than this counts as a failure (default 2 s). */
  probeTimeoutMs?: number;
  /** Failed readiness answers in a row that take a replica out of rotation (default 2). */
  probeFailuresToRemove?: number;
}

const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

/** Errors of a connection that failed before any byte of the request was written. */
const NOT_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'ENETDOWN', 'ENETUNREACH', 'EHOSTDOWN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'];
/** The connection broke after the request may have been sent, or the replica said it cannot serve. */
const MAYBE_SENT = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'];

const RETRY_BASE = { methods: ['POST' as const], maxRetries: 3, minTimeout: 20, timeoutFactor: 3, maxTimeout: 1000, retryAfter: false };
const RETRY: Record<Replay, RetryHandler.RetryOptions> = {
  safe: { ...RETRY_BASE, errorCodes: [...NOT_SENT, ...MAYBE_SENT], statusCodes: [502, 503, 504] },
  unsafe: { ...RETRY_BASE, errorCodes: NOT_SENT, statusCodes: [] },
};

/** A subgraph's URL is one of a few: its path is worked out once, not parsed again for every request. */
const paths = new Map<string, string>();
function pathOf(url: string): string {
  let path = paths.get(url);
  if (path === undefined) {
    const target = new URL(url);
    path = target.pathname + target.search;
    paths.set(url, path);
  }
  return path;
}

/**
 * The replicas of one subgraph behind undici's BalancedPool (weighted round robin, with undici's
 * retry interceptor to try another replica), plus the health checks the pool lacks: a replica
 * that refuses a connection (passive) or fails its readiness twice (active) leaves the rotation
 * until its /readyz answers again. The last replica in rotation always stays: with none left a
 * request should fail as such, not wait.
 *
 * undici keeps the property the gateway needs from Node's fetch: it retires an idle keep-alive
 * connection before the subgraph's own Keep-Alive timeout closes it, so no request races a close.
 */
export function createReplicaPool(urls: string[], options: ReplicaPoolOptions): ReplicaPool {
  const { log } = options;
  const probeEveryMs = options.probeEveryMs ?? 1000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 2000;
  const probeFailuresToRemove = options.probeFailuresToRemove ?? 2;
  const origins = [...new Set(urls.map((url) => new URL(url).origin))];
  const balanced = new BalancedPool(origins);
  const dispatcher = balanced.compose(interceptors.retry());
  const inRotation = new Set(origins);
  const failedProbes = new Map<string, number>();

  function takeOut(origin: string, reason: string): void {
    if (!inRotation.has(origin) || inRotation.size === 1) return;
    inRotation.delete(origin);
    balanced.removeUpstream(origin);
    log.warn({ replica: origin, reason, inRotation: [...inRotation] }, 'subgraph replica taken out of rotation');
  }

  function putBack(origin: string): void {
    failedProbes.delete(origin);
    if (inRotation.has(origin)) return;
    inRotation.add(origin);
    balanced.addUpstream(origin);
    log.info({ replica: origin, inRotation: [...inRotation] }, 'subgraph replica back in rotation');
  }

  // Passive: a refused connection means the process is gone (crashed, restarting, stopping).
  balanced.on('connectionError', (origin: URL, _targets: unknown, error: Error & { code?: string }) => {
    if (error.code && NOT_SENT.includes(error.code)) takeOut(origin.origin, error.code);
  });

  async function probe(origin: string): Promise<void> {
    const ready = await fetch(new URL('/readyz', origin), { signal: AbortSignal.timeout(probeTimeoutMs) })
      .then(async (response) => {
        await response.body?.cancel();
        return response.ok;
      })
      .catch(() => false);
    if (ready) return putBack(origin);
    const failures = (failedProbes.get(origin) ?? 0) + 1;
    failedProbes.set(origin, failures);
    if (failures >= probeFailuresToRemove) takeOut(origin, 'not ready');
  }

  let probing: Promise<unknown> = Promise.resolve();
  // Active: with one replica there is nothing to choose between, so nothing to probe.
  const prober =
    origins.length > 1
      ? setInterval(() => {
          probing = Promise.all(origins.map((origin) => probe(origin)));
        }, probeEveryMs)
      : undefined;
  prober?.unref();

  return {
    async fetch(url, init, replay) {
      // The retry interceptor reads retryOptions from each request's own options.
      const request: Dispatcher.RequestOptions & { retryOptions: RetryHandler.RetryOptions } = {
        path: pathOf(url),
        method: (init.method ?? 'POST') as Dispatcher.HttpMethod,
        headers: init.headers,
        body: init.body,
        retryOptions: RETRY[replay],
      };
      let answer: Dispatcher.ResponseData;
      try {
        answer = await dispatcher.request(request);
      } catch (error) {
        // No replica could even be reached (all down, or restarting), or the one answering died
        // mid-request (a deploy, a crash) and the request could not be sent again elsewhere: the
        // service is unavailable, not broken, and the REST face answers 503. Whether a write that
        // was cut took effect is for the caller to check; an idempotent one is simply sent again.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && (NOT_SENT.includes(code) || MAYBE_SENT.includes(code)))
          throw new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' }, originalError: error as Error });
        throw error;
      }
      // The body as text, without a WHATWG Response and its stream around it: the data source parses it once.
      return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
    },
    inRotation: () => [...inRotation],
    async close() {
      clearInterval(prober);
      await probing;
      await balanced.close();
    },
  };
}
