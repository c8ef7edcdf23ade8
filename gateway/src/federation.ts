// The federated graph: the gateway to the subgraphs' replicas, and the Apollo server that answers
// /graphql (and runs the REST façade's operations) on it.
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
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import { SESSION_CLEAR_HEADER, SESSION_COOKIE, SESSION_MAX_AGE_HEADER, SESSION_TOKEN_HEADER } from '@lunchbox/kit/session-headers';
import type { GatewayContext } from './context.ts';
import type { SubgraphUrls } from './config.ts';
import { createReplicaPool, type Replay, type ReplicaPool, type SubgraphRequestInit } from './replica-pool.ts';

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
