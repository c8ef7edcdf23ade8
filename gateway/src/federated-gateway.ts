// The federated gateway: the supergraph's query planner, with one data source and one replica pool per subgraph.
import { ApolloGateway } from '@apollo/gateway';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import type { CookieOptions } from 'express';
import type { InProcessSubgraph } from '@lunchbox/kit/http/subgraph-server';
import { replicaUrls, type SubgraphName, type SubgraphUrls } from './config.ts';
import { idempotentMutationsOf } from './idempotency.ts';
import type { ReplicaPool, SubgraphPools } from './replica-pool.ts';
import { SingleFetchPlans } from './single-fetch-plans.ts';
import { CallerForwardingDataSource } from './subgraph-data-source.ts';
import { inProcess, overHttp } from './subgraph-transport.ts';

/** The subgraphs that run in the gateway's own process (the embedded default), called without HTTP. */
export type InProcessSubgraphs = Partial<Record<SubgraphName, InProcessSubgraph>>;

/** The federated gateway; stopping it also stops the replica pools and their readiness probes. */
class LunchboxGateway extends ApolloGateway {
  private readonly pools: ReplicaPool[];
  private readonly singleFetches: SingleFetchPlans;

  constructor(config: ConstructorParameters<typeof ApolloGateway>[0], pools: ReplicaPool[], singleFetches: SingleFetchPlans) {
    super(config);
    this.pools = pools;
    this.singleFetches = singleFetches;
  }

  override async load(options?: Parameters<ApolloGateway['load']>[0]) {
    const loaded = await super.load(options);
    const planned = loaded.executor as (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;
    return { ...loaded, executor: this.singleFetches.executor(planned) };
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}

export function createFederatedGateway(
  supergraphSdl: string,
  urls: SubgraphUrls,
  pools: SubgraphPools,
  cookieOptions: CookieOptions,
  sameProcess: InProcessSubgraphs = {},
): ApolloGateway {
  // @apollo/gateway otherwise sends usage data to Apollo and, to label it, probes the cloud metadata
  // addresses (169.254.169.254 and friends) of AWS, Azure, GCP and Alibaba at start-up. Neither
  // belongs in a service that keeps children's data; this variable is the gateway's only switch.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const idempotentMutations = idempotentMutationsOf(supergraphSdl);
  const singleFetches = new SingleFetchPlans(supergraphSdl);
  return new LunchboxGateway(
    {
      supergraphSdl,
      experimental_didResolveQueryPlan: singleFetches.learn,
      buildService: ({ name, url }) => {
        // A subgraph URL setting may list several replicas; its pool spreads requests over the ready ones.
        const replicas = replicaUrls(urls[name as SubgraphName] ?? url ?? '');
        const pool = pools[name as SubgraphName];
        if (!pool) throw new Error(`the supergraph names a subgraph the gateway has no setting for: ${name}`);
        const local = sameProcess[name as SubgraphName];
        const transport = local ? inProcess(local) : overHttp(pool, replicas[0]!);
        return new CallerForwardingDataSource({ subgraph: name, url: replicas[0]!, transport, cookieOptions, idempotentMutations, singleFetches });
      },
    },
    Object.values(pools),
    singleFetches,
  );
}
