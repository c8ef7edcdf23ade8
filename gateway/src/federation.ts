// The federated graph: the gateway to the subgraphs' replicas (each subgraph's pool of them, below),
// and the Apollo server that answers /graphql (and runs the REST façade's operations) on it.
import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type express from 'express';
import { formatGraphQLError } from '@lunchbox/kit/graphql-errors';
import { graphqlProtection } from '@lunchbox/kit/graphql-protection';
import type { RestDeps } from './rest/operation.ts';
import { jsonBodies } from './request-guards.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { CookieOptions } from 'express';
import { observeSubgraphRequest } from '@lunchbox/kit/observability/http';
import { currentTraceCarrier } from '@lunchbox/kit/observability/tracing';
import { GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import { BalancedPool, interceptors, type Dispatcher, type RetryHandler } from 'undici';
import { SESSION_CLEAR_HEADER, SESSION_COOKIE, SESSION_MAX_AGE_HEADER, SESSION_TOKEN_HEADER } from '@lunchbox/kit/session-headers';
import type { GatewayContext } from './context.ts';
import type { SubgraphUrls } from './config.ts';

type DidReceiveResponseArgs = Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0];
type SubgraphFetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];
type SubgraphRequest = GraphQLDataSourceProcessOptions<GatewayContext>['request'];

/**
 * Mutations that are safe to send twice when their key argument is given: the second one answers
 * what the first placed (ordering's checkoutId is the idempotency key of the payment step).
 */
const IDEMPOTENT_MUTATIONS: Record<string, string> = { checkout: 'checkoutId', placeLunchOrder: 'checkoutId' };

/** The subgraph request being sent, for the fetcher (RemoteGraphQLDataSource hands it only method, headers and body). */
const replayOfRequest = new AsyncLocalStorage<Replay>();

/** Forwards who is calling to every subgraph, and turns identity's session hand-off into the cookie. */
class CallerForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly cookieOptions: CookieOptions;
  private readonly subgraph: string;

  constructor(subgraph: string, url: string, pool: ReplicaPool, cookieOptions: CookieOptions) {
    const fetcher = (target: string, init: SubgraphRequestInit) => pool.fetch(target, init, replayOfRequest.getStore() ?? 'unsafe');
    super({ url, fetcher: fetcher as unknown as SubgraphFetcher });
    this.cookieOptions = cookieOptions;
    this.subgraph = subgraph;
  }

  override process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    return observeSubgraphRequest(this.subgraph, options.request.operationName, () =>
      replayOfRequest.run(replayOf(options.request), () => super.process(options)),
    );
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    if (!request.http || !context?.requestId) return;
    request.http.headers.set('x-request-id', context.requestId);
    request.http.headers.set('x-forwarded-for', context.clientIp);
    if (context.session) request.http.headers.set('authorization', `Bearer ${context.session.accessToken}`);
    // The subgraph continues the browser's request's trace (nothing is added when tracing is off).
    for (const [name, value] of Object.entries(currentTraceCarrier())) request.http.headers.set(name, value);
  }

  override didReceiveResponse({ response, context }: DidReceiveResponseArgs) {
    const headers = response.http?.headers as Headers | undefined;
    const res = context?.res;
    if (headers && res && !res.headersSent) {
      const token = headers.get(SESSION_TOKEN_HEADER);
      if (token) {
        const maxAge = headers.get(SESSION_MAX_AGE_HEADER);
        res.cookie(SESSION_COOKIE, token, { ...this.cookieOptions, ...(maxAge ? { maxAge: Number(maxAge) * 1000 } : {}) });
      } else if (headers.get(SESSION_CLEAR_HEADER)) {
        res.clearCookie(SESSION_COOKIE, this.cookieOptions);
      }
    }
    return response;
  }
}

/** The gateway's query plans repeat a handful of subgraph operations: parse each once. */
const operationCache = new Map<string, OperationDefinitionNode | null>();

function operationOf(query: string): OperationDefinitionNode | null {
  let operation = operationCache.get(query);
  if (operation === undefined) {
    try {
      const definitions = parse(query).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      operation = definitions.length === 1 ? definitions[0]! : null;
    } catch {
      operation = null;
    }
    if (operationCache.size >= 1000) operationCache.clear();
    operationCache.set(query, operation);
  }
  return operation;
}

/** Whether sending this subgraph request a second time cannot do anything twice. */
export function replayOf(request: SubgraphRequest): Replay {
  const operation = request.query ? operationOf(request.query) : null;
  if (!operation) return 'unsafe';
  if (operation.operation === 'query') return 'safe';
  if (operation.operation !== 'mutation') return 'unsafe';
  const idempotent = operation.selectionSet.selections.every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    const key = IDEMPOTENT_MUTATIONS[selection.name.value];
    const argument = key ? selection.arguments?.find((candidate) => candidate.name.value === key) : undefined;
    if (!argument) return false;
    if (argument.value.kind === Kind.STRING) return argument.value.value !== '';
    if (argument.value.kind === Kind.VARIABLE) {
      const value = request.variables?.[argument.value.name.value];
      return typeof value === 'string' && value !== '';
    }
    return false;
  });
  return idempotent ? 'safe' : 'unsafe';
}

/** The federated gateway; stopping it also stops the replica pools and their readiness probes. */
class LunchboxGateway extends ApolloGateway {
  private readonly pools: ReplicaPool[];

  constructor(config: ConstructorParameters<typeof ApolloGateway>[0], pools: ReplicaPool[]) {
    super(config);
    this.pools = pools;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}

export function createFederatedGateway(supergraphSdl: string, urls: SubgraphUrls, cookieOptions: CookieOptions, log: Logger): ApolloGateway {
  // @apollo/gateway otherwise sends usage data to Apollo and, to label it, probes the cloud metadata
  // addresses (169.254.169.254 and friends) of AWS, Azure, GCP and Alibaba at start-up. Neither
  // belongs in a service that keeps children's data; this variable is the gateway's only switch.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const pools: ReplicaPool[] = [];
  return new LunchboxGateway(
    {
      supergraphSdl,
      buildService: ({ name, url }) => {
        // A subgraph URL setting may list several replicas; the pool spreads requests over the ready ones.
        const replicas = replicaUrls(urls[name as keyof SubgraphUrls] ?? url ?? '');
        const pool = createReplicaPool(replicas, { log: log.child({ subgraph: name }) });
        pools.push(pool);
        return new CallerForwardingDataSource(name, replicas[0]!, pool, cookieOptions);
      },
    },
    pools,
  );
}

/** A subgraph URL setting may list replicas separated by commas. */
export function replicaUrls(setting: string): string[] {
  return setting
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/** The federated graph's Apollo Server, started; the REST façade runs its operations on it too. */
export async function startApollo(
  gateway: ApolloGateway,
  httpServer: http.Server,
  log: Logger,
  plugins: ApolloServerPlugin<GatewayContext>[] = [],
): Promise<ApolloServer<GatewayContext>> {
  const protection = graphqlProtection<GatewayContext>('gateway');
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGraphQLError(log),
    ...protection,
    includeStacktraceInErrorResponses: false,
    // Shutdown belongs to runUntilSignalled; Apollo's own handler would re-raise the signal mid-drain.
    stopOnTerminationSignals: false,
    // GraphiQL (graphiql-page.ts) replaces Apollo's landing page, which loads Apollo's Sandbox from its CDN.
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled(), ...protection.plugins, ...plugins],
  });
  await apollo.start();
  return apollo;
}

/** POST /graphql (and GET for persisted and cacheable queries). */
export function serveGraphql(app: express.Express, { apollo, contextFor }: RestDeps): void {
  app.use('/graphql', ...jsonBodies('graphql'), expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }));
}

// --- The replicas of one subgraph: balancing, retries and health checks.

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

export interface ReplicaPool {
  /** Sends a request to one ready replica, and to another one when the retry policy allows. */
  fetch(url: string, init: SubgraphRequestInit, replay: Replay): Promise<Response>;
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
      const target = new URL(url);
      // The retry interceptor reads retryOptions from each request's own options.
      const request: Dispatcher.RequestOptions & { retryOptions: RetryHandler.RetryOptions } = {
        path: target.pathname + target.search,
        method: (init.method ?? 'POST') as Dispatcher.HttpMethod,
        headers: init.headers,
        body: init.body,
        retryOptions: RETRY[replay],
      };
      let answer: Dispatcher.ResponseData;
      try {
        answer = await dispatcher.request(request);
      } catch (error) {
        // No replica could even be reached (all down, or restarting): nothing was done, so the
        // caller may simply try again; the REST face answers 503.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && NOT_SENT.includes(code))
          throw new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' }, originalError: error as Error });
        throw error;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
      }
      const body = await answer.body.arrayBuffer();
      return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : body, { status: answer.statusCode, headers });
    },
    inRotation: () => [...inRotation],
    async close() {
      clearInterval(prober);
      await probing;
      await balanced.close();
    },
  };
}
