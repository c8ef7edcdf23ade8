// How a subgraph's data source reaches it: over HTTP through its replica pool, or within this process.
import { SubgraphStoppedError, type InProcessSubgraph } from '@lunchbox/kit/http/subgraph-server';
import { unavailable, type Replay, type ReplicaPool, type SubgraphAnswer } from './replica-pool.ts';

/** A POST of one GraphQL request (its headers with lower-case names, its JSON body) and the subgraph's answer as it came. */
export type SubgraphTransport = (request: { headers: Record<string, string>; body: string }, replay: Replay) => Promise<SubgraphAnswer>;

/** To one of the subgraph's replicas, and to another one when the retry policy allows. */
export function overHttp(pool: ReplicaPool, url: string): SubgraphTransport {
  return (request, replay) => pool.fetch(url, { method: 'POST', ...request }, replay);
}

/**
 * To the subgraph's own /graphql door in this process (the embedded default): the subgraph still
 * verifies the caller's token and answers with its headers, but no socket, HTTP parsing or Express
 * stands between. Nothing can break between the two, so there is nothing to retry; a subgraph that
 * has stopped is unavailable, as one whose port is closed.
 */
export function inProcess(graphql: InProcessSubgraph): SubgraphTransport {
  return async (request) => {
    try {
      return await graphql(request);
    } catch (error) {
      throw error instanceof SubgraphStoppedError ? unavailable(error) : error;
    }
  };
}
