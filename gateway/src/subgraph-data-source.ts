// How the gateway talks to one subgraph: who is calling goes along, identity's session hand-off
// comes back as the cookie, and each request reaches the subgraph's replicas through its pool.
import { AsyncLocalStorage } from 'node:async_hooks';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { CookieOptions } from 'express';
import { observeSubgraphRequest } from '@lunchbox/kit/observability/http';
import { currentTraceCarrier } from '@lunchbox/kit/observability/tracing';
import { SESSION_CLEAR_HEADER, SESSION_COOKIE, SESSION_MAX_AGE_HEADER, SESSION_TOKEN_HEADER } from '@lunchbox/kit/http/session-headers';
import type { GatewayContext } from './context.ts';
import { replayOf, type IdempotentMutations } from './idempotency.ts';
import type { Replay, ReplicaPool, SubgraphRequestInit } from './replica-pool.ts';

type DidReceiveResponseArgs = Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0];
type SubgraphFetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];

/** The subgraph request being sent, for the fetcher (RemoteGraphQLDataSource hands it only method, headers and body). */
const replayOfRequest = new AsyncLocalStorage<Replay>();

export interface SubgraphDataSourceOptions {
  subgraph: string;
  url: string;
  pool: ReplicaPool;
  cookieOptions: CookieOptions;
  idempotentMutations: IdempotentMutations;
}

/** Forwards who is calling to every subgraph, and turns identity's session hand-off into the cookie. */
export class CallerForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly cookieOptions: CookieOptions;
  private readonly subgraph: string;
  private readonly idempotentMutations: IdempotentMutations;

  constructor({ subgraph, url, pool, cookieOptions, idempotentMutations }: SubgraphDataSourceOptions) {
    const fetcher = (target: string, init: SubgraphRequestInit) => pool.fetch(target, init, replayOfRequest.getStore() ?? 'unsafe');
    super({ url, fetcher: fetcher as unknown as SubgraphFetcher });
    this.cookieOptions = cookieOptions;
    this.subgraph = subgraph;
    this.idempotentMutations = idempotentMutations;
  }

  override process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    return observeSubgraphRequest(this.subgraph, options.request.operationName, () =>
      replayOfRequest.run(replayOf(options.request, this.idempotentMutations), () => super.process(options)),
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
