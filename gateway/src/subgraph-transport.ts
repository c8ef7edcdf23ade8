// How a subgraph's data source reaches it: over HTTP through its replica pool, or within this process.
import { SubgraphStoppedError, type InProcessSubgraph } from '@lunchbox/kit/http/subgraph-server';
import { unavailable, type Replay, type ReplicaPool, type SubgraphAnswer } from './replica-pool.ts';

/**
 * A POST of one GraphQL request (its headers with lower-case names, its body: no field undefined, the
 * variables the gateway's own operation checked) and the subgraph's answer as it came. `replay` is
 * asked only when a retry is possible.
 */
export type SubgraphTransport = (request: { headers: Record<string, string>; body: Record<string, unknown> }, replay: () => Replay) => Promise<SubgraphAnswer>;

/** To one of the subgraph's replicas as JSON, and to another one when the retry policy allows. */
export function overHttp(pool: ReplicaPool, url: string): SubgraphTransport {
  return ({ headers, body }, replay) => pool.fetch(url, { method: 'POST', headers, body: JSON.stringify(body) }, replay());
}

/**
 * To the subgraph's own /graphql door in this process (the embedded default): the subgraph still
 * verifies the caller's token and answers with its headers, but no socket, HTTP parsing, Express or
 * JSON encoding of the request stands between. Nothing can break between the two, so there is nothing to retry; a subgraph that
 * has stopped is unavailable, as one whose port is closed.
 */
export function inProcess(graphql: InProcessSubgraph): SubgraphTransport {
  return async (request) => {
    try {
      // The body object itself: no JSON text to write and parse again, no second walk of the body guard.
      return await graphql({ headers: request.headers, decodedBody: request.body });
    } catch (error) {
      throw error instanceof SubgraphStoppedError ? unavailable(error) : error;
    }
  };
}
