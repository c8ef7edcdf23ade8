// The replicas of one upstream (a subgraph's, or the gateways behind the front proxy): balancing, retries and health checks.
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { Pool, type Dispatcher } from 'undici';
import { replicaUrls, SUBGRAPH_NAMES, type SubgraphName, type SubgraphUrls } from './config.ts';

/**
 * May a request be sent again after it may already have reached a replica? Queries may, and so may
 * an idempotent mutation (a checkout under its checkoutId); any other mutation is retried only when
 * the connection failed before it was sent.
 */
export type Replay = 'safe' | 'unsafe';

export interface SubgraphRequestInit {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/** A replica's answer as it came: its status, undici's headers (lower-case names) and its body as text. */
export interface SubgraphAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body already decoded, when a subgraph in this process handed its data over without text. */
  decoded?: unknown;
}

export interface ReplicaPool {
  /**
   * Sends a request to one ready replica, and to another one when the retry policy allows. Only the
   * path of `url` counts (a path alone will do): the pool picks the replica.
   */
  fetch(url: string, init: SubgraphRequestInit, replay: Replay): Promise<SubgraphAnswer>;
  /** The same, its answer's body left as a stream (the front proxy passes it on as it comes). */
  request(url: string, init: SubgraphRequestInit, replay: Replay): Promise<Dispatcher.ResponseData>;
  /** The replicas requests currently go to. */
  inRotation(): string[];
  close(): Promise<void>;
}

export interface ReplicaPoolOptions {
  log: Logger;
  /** How often each replica's /readyz is asked (default 1 s). */
  probeEveryMs?: number;
  /** A readiness answer slower than this counts as unanswered (default 2 s). */
  probeTimeoutMs?: number;
  /**
   * Unanswered readiness probes in a row that take a replica out of rotation (default 3): a replica
   * too busy to answer within the timeout is slow, not gone, and its peers are as busy.
   */
  probeFailuresToRemove?: number;
}

const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

/** No replica could take the request: an outage to wait out (the REST face answers 503), not a server bug. */
export function unavailable(cause: unknown): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' }, originalError: cause as Error });
}

/** Errors of a connection that failed before any byte of the request was written. */
const NOT_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'ENETDOWN', 'ENETUNREACH', 'EHOSTDOWN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'];
/** The connection broke after the request may have been sent. */
const MAYBE_SENT = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'];
/** Answers of a replica that could not serve: a replayable request is sent to another one. */
const UNAVAILABLE_STATUSES = [502, 503, 504];
/**
 * Attempts beyond one per replica: a replica starting again on its port is given a moment (the
 * waits between them add up to about 1.3 s). A deploy's run at the goal's rate once found every
 * gateway address refusing for an instant and failed ten requests after two extra attempts (80 ms).
 */
const EXTRA_ATTEMPTS = 5;
const FIRST_RETRY_DELAY_MS = 20;
const MAX_RETRY_DELAY_MS = 500;
/**
 * An idle connection to a replica is let go after this long: well before the replica's own keep-alive
 * timeout (Node's 5 s) and its SHUTDOWN_DRAIN_MS (3 s), so a replica that is leaving, which closes
 * each connection after its answer, finds none left idle when it stops and closes nothing under a
 * request.
 */
const IDLE_CONNECTION_MS = 1000;

/**
 * Where a replica stands, in the order requests prefer them. `ready`: requests go to it.
 * `unresponsive`: it left its last readiness probes unanswered (busy, or frozen). `leaving`: it said
 * so (its /readyz answered 503, or an answer came with `Connection: close`, which our processes send
 * only once told to stop); it still answers what reaches it, but will stop. `down`: it refused a
 * connection (the process is gone, or restarting).
 */
type ReplicaState = 'ready' | 'unresponsive' | 'leaving' | 'down';
const PREFERENCE: readonly ReplicaState[] = ['ready', 'unresponsive', 'leaving', 'down'];

interface Replica {
  origin: string;
  pool: Pool;
  state: ReplicaState;
  unansweredProbes: number;
  probing: boolean;
}

/**
 * A subgraph's URL is one of a few: its path is worked out once, not parsed again for every request.
 * A path alone (the front proxy's requests) is taken as it is.
 */
const paths = new Map<string, string>();
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  let path = paths.get(url);
  if (path === undefined) {
    const target = new URL(url);
    path = target.pathname + target.search;
    paths.set(url, path);
  }
  return path;
}

/**
 * The answer was not HTTP: whatever listens on that address is not one of the replicas (on a shared
 * machine another program took a port the cluster keeps for a replica to come), so it cannot have
 * acted on the request, which goes to another replica whatever it is.
 */
const notAReplica = (error: unknown) => (error as { name?: unknown } | null | undefined)?.name === 'HTTPParserError';

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The replicas of one upstream, one undici Pool each, taken in turn among the ready ones; a request
 * that cannot be sent (refused) goes to another replica, and so does a replayable one whose
 * connection broke or whose replica answered 502-504. A replica leaves the rotation as soon as it
 * says it is leaving (readiness 503, or `Connection: close` on an answer) or refuses a connection,
 * and after a few unanswered probes; it comes back when its /readyz answers 200. With no replica
 * ready, requests go to one that is only slow, then to one that is leaving (it still serves), then
 * to any: they should fail as such, not wait.
 */
export function createReplicaPool(urls: string[], options: ReplicaPoolOptions): ReplicaPool {
  const { log } = options;
  const probeEveryMs = options.probeEveryMs ?? 1000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 2000;
  const probeFailuresToRemove = options.probeFailuresToRemove ?? 3;
  const connectionsTo = (origin: string) => new Pool(origin, { keepAliveTimeout: IDLE_CONNECTION_MS, keepAliveMaxTimeout: IDLE_CONNECTION_MS });
  const replicas: Replica[] = [...new Set(urls.map((url) => new URL(url).origin))].map((origin) => ({
    origin,
    pool: connectionsTo(origin),
    state: 'ready',
    unansweredProbes: 0,
    probing: false,
  }));
  let turn = 0;

  function setState(replica: Replica, state: ReplicaState, reason: string): void {
    if (replica.state === state) return;
    const was = replica.state;
    replica.state = state;
    if (state === 'leaving') {
      // Its idle connections are closed from this side at once (a client's close races nothing), so
      // none is left for the replica to close when it stops; requests under way finish on them.
      const idle = replica.pool;
      replica.pool = connectionsTo(replica.origin);
      void idle.close().catch(() => undefined);
    }
    const inRotation = replicas.filter((one) => one.state === 'ready').map((one) => one.origin);
    if (state === 'ready') log.info({ replica: replica.origin, was, inRotation }, 'replica back in rotation');
    else log.warn({ replica: replica.origin, state, reason, inRotation }, 'replica taken out of rotation');
  }

  /**
   * The next replica in turn among the best available ones (PREFERENCE), each first among those this
   * request has not tried yet.
   */
  function pick(tried: ReadonlySet<Replica>): Replica {
    for (const fresh of [true, false])
      for (const state of PREFERENCE) {
        const candidates = replicas.filter((replica) => replica.state === state && tried.has(replica) !== fresh);
        if (candidates.length === 0) continue;
        turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
        return candidates[turn % candidates.length]!;
      }
    return replicas[0]!;
  }

  async function request(url: string, init: SubgraphRequestInit, replay: Replay): Promise<Dispatcher.ResponseData> {
    const options: Dispatcher.RequestOptions = {
      path: pathOf(url),
      method: (init.method ?? 'POST') as Dispatcher.HttpMethod,
      headers: init.headers,
      body: init.body,
    };
    const tried = new Set<Replica>();
    const attempts = replicas.length + EXTRA_ATTEMPTS;
    let failure: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const replica = pick(tried);
      if (tried.has(replica)) {
        // Every replica was tried: one may be starting again on its port.
        await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 3 ** (attempt - replicas.length))));
      }
      tried.add(replica);
      let answer: Dispatcher.ResponseData;
      try {
        answer = await replica.pool.request(options);
      } catch (error) {
        const code = codeOf(error);
        failure = error;
        if (code && NOT_SENT.includes(code)) {
          // A refused connection: the process is gone (crashed, restarting, stopped). Nothing reached it.
          setState(replica, 'down', code);
          continue;
        }
        if (notAReplica(error)) {
          setState(replica, 'down', 'not an HTTP answer');
          continue;
        }
        if (code && MAYBE_SENT.includes(code) && replay === 'safe') continue;
        log.error(
          { replica: replica.origin, method: options.method, path: options.path, err: error },
          'a request failed at a replica and may not be sent again',
        );
        break;
      }
      if (answer.headers.connection === 'close') setState(replica, 'leaving', 'Connection: close');
      if (replay === 'safe' && UNAVAILABLE_STATUSES.includes(answer.statusCode) && attempt < attempts - 1) {
        await answer.body.dump();
        continue;
      }
      return answer;
    }
    // No replica could even be reached (all down, or restarting), or the one answering broke the
    // connection mid-request (a crash) and the request could not be sent again elsewhere: the
    // service is unavailable, not broken, and the REST face answers 503. Whether a write that was
    // cut took effect is for the caller to check; an idempotent one is simply sent again.
    const code = codeOf(failure);
    if (code && (NOT_SENT.includes(code) || MAYBE_SENT.includes(code))) throw unavailable(failure);
    throw failure;
  }

  async function probe(replica: Replica): Promise<void> {
    if (replica.probing) return;
    replica.probing = true;
    try {
      const status = await fetch(new URL('/readyz', replica.origin), { signal: AbortSignal.timeout(probeTimeoutMs) }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        (error: unknown) => {
          const cause = (error as { cause?: unknown }).cause;
          if (codeOf(cause) === 'ECONNREFUSED') return 'refused';
          // No answer within the timeout: busy, or frozen. Any other failure (not HTTP, a reset) says
          // that no replica of ours is there to serve.
          return (error as { name?: unknown }).name === 'TimeoutError' ? 'unanswered' : 'broken';
        },
      );
      if (status === 'unanswered') {
        replica.unansweredProbes += 1;
        // Not refused: a process listens there (a new one that is starting, or one too busy to answer
        // in time), and it is a better choice than none.
        if (replica.state === 'down') setState(replica, 'unresponsive', 'readiness probe unanswered');
        if (replica.unansweredProbes >= probeFailuresToRemove && replica.state === 'ready')
          setState(replica, 'unresponsive', `${replica.unansweredProbes} readiness probes unanswered`);
        return;
      }
      replica.unansweredProbes = 0;
      if (status === 200) setState(replica, 'ready', 'ready');
      else if (status === 'refused' || status === 'broken') setState(replica, 'down', status === 'refused' ? 'ECONNREFUSED' : 'readiness probe failed');
      else setState(replica, 'leaving', `readiness ${status}`);
    } finally {
      replica.probing = false;
    }
  }

  let probing: Promise<unknown> = Promise.resolve();
  // Active: with one replica there is nothing to choose between, so nothing to probe.
  const prober =
    replicas.length > 1
      ? setInterval(() => {
          probing = Promise.all(replicas.map((replica) => probe(replica)));
        }, probeEveryMs)
      : undefined;
  prober?.unref();

  return {
    request,
    async fetch(url, init, replay) {
      const answer = await request(url, init, replay);
      // The body as text, without a WHATWG Response and its stream around it: the data source parses it once.
      return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
    },
    inRotation: () => replicas.filter((replica) => replica.state === 'ready').map((replica) => replica.origin),
    async close() {
      clearInterval(prober);
      await probing;
      await Promise.all(replicas.map((replica) => replica.pool.close()));
    },
  };
}

/** One pool per subgraph, shared by the query planner's data sources and the gateway's own calls (identity's session check). */
export type SubgraphPools = Record<SubgraphName, ReplicaPool>;

export function createSubgraphPools(urls: SubgraphUrls, log: Logger): SubgraphPools {
  return Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [name, createReplicaPool(replicaUrls(urls[name]), { log: log.child({ subgraph: name }) })]),
  ) as SubgraphPools;
}
