import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { CookieOptions } from 'express';
import { SESSION_CLEAR_HEADER, SESSION_COOKIE, SESSION_MAX_AGE_HEADER, SESSION_TOKEN_HEADER } from '@lunchbox/kit/session-headers';
import type { GatewayContext } from './context.ts';
import type { SubgraphUrls } from './config.ts';

type DidReceiveResponseArgs = Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0];
type SubgraphFetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];

/** Forwards who is calling to every subgraph, and turns identity's session hand-off into the cookie. */
class CallerForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private next = 0;
  private readonly replicas: string[];
  private readonly cookieOptions: CookieOptions;

  constructor(replicas: string[], cookieOptions: CookieOptions) {
    // Node's own fetch (undici) retires idle keep-alive connections before the subgraph closes
    // them (it honours the server's Keep-Alive timeout); the gateway's default fetcher keeps them
    // forever and then fails a request that races the server's close with ECONNRESET.
    super({ url: replicas[0], fetcher: fetch as unknown as SubgraphFetcher });
    this.replicas = replicas;
    this.cookieOptions = cookieOptions;
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    if (!request.http) return;
    // A scaled subgraph listed as several URLs gets its requests in turn.
    if (this.replicas.length > 1) {
      (request.http as { url: string }).url = this.replicas[this.next]!;
      this.next = (this.next + 1) % this.replicas.length;
    }
    if (!context?.requestId) return;
    request.http.headers.set('x-request-id', context.requestId);
    request.http.headers.set('x-forwarded-for', context.clientIp);
    if (context.session) request.http.headers.set('authorization', `Bearer ${context.session.accessToken}`);
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

export function createFederatedGateway(supergraphSdl: string, urls: SubgraphUrls, cookieOptions: CookieOptions): ApolloGateway {
  // @apollo/gateway otherwise sends usage data to Apollo and, to label it, probes the cloud metadata
  // addresses (169.254.169.254 and friends) of AWS, Azure, GCP and Alibaba at start-up. Neither
  // belongs in a service that keeps children's data; this variable is the gateway's only switch.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  return new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new CallerForwardingDataSource(replicaUrls(urls[name as keyof SubgraphUrls] ?? url ?? ''), cookieOptions),
  });
}

/** A subgraph URL setting may list replicas separated by commas. */
export function replicaUrls(setting: string): string[] {
  return setting
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}
