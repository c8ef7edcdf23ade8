// How the gateway talks to one subgraph: who is calling goes along, identity's session hand-off
// comes back as the cookie, and each request reaches the subgraph through its transport (its
// replicas' pool, or the subgraph itself when it runs in this process).
import { STATUS_CODES } from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import type { CookieOptions } from 'express';
import { GraphQLError } from 'graphql';
import { observeSubgraphRequest } from '@lunchbox/kit/observability/http';
import { currentTraceCarrier } from '@lunchbox/kit/observability/tracing';
import { CLIENT_AGENT_HEADER, CLIENT_IP_HEADER } from '@lunchbox/kit/http/request-origin';
import { SESSION_CLEAR_HEADER, SESSION_COOKIE, SESSION_MAX_AGE_HEADER, SESSION_TOKEN_HEADER } from '@lunchbox/kit/http/session-headers';
import type { GatewayContext } from './context.ts';
import { replayOf, type IdempotentMutations } from './idempotency.ts';
import type { SubgraphAnswer } from './replica-pool.ts';
import type { SingleFetchPlans } from './single-fetch-plans.ts';
import type { SubgraphTransport } from './subgraph-transport.ts';

export interface SubgraphDataSourceOptions {
  subgraph: string;
  /** Where the subgraph is, as its errors name it. */
  url: string;
  /** Over HTTP to its replicas, or to the subgraph in this process. */
  transport: SubgraphTransport;
  cookieOptions: CookieOptions;
  idempotentMutations: IdempotentMutations;
  /** Where an answer the single-fetch shortcut already received waits for the planned path. */
  singleFetches: SingleFetchPlans;
}

/**
 * Forwards who is calling to every subgraph, and turns identity's session hand-off into the cookie.
 *
 * It sends the request itself rather than through RemoteGraphQLDataSource's `process`, which for
 * every subgraph call built a node-fetch Headers and Request (URL parsing included, for its error
 * reports only) and read the answer through a WHATWG Response and its stream: a plain header object
 * in, the answer's text parsed once out. What goes over the wire is the same: the request without
 * its `http` part as JSON, `content-type: application/json`, and the headers of the incoming
 * request's `http` when the query plan gives any; the answer is read as RemoteGraphQLDataSource
 * reads it (a status other than 2xx is an error `<status>: <text>`, a body that is not a JSON
 * object is an error, the subgraph's cache-control restricts the operation's cache policy).
 */
export class CallerForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly cookieOptions: CookieOptions;
  private readonly subgraph: string;
  private readonly idempotentMutations: IdempotentMutations;
  private readonly transport: SubgraphTransport;
  private readonly singleFetches: SingleFetchPlans;

  constructor({ subgraph, url, transport, cookieOptions, idempotentMutations, singleFetches }: SubgraphDataSourceOptions) {
    super({ url });
    this.cookieOptions = cookieOptions;
    this.subgraph = subgraph;
    this.idempotentMutations = idempotentMutations;
    this.transport = transport;
    this.singleFetches = singleFetches;
  }

  override process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    // Sent, timed and its session handed over already: the planned path only shapes the answer or the failure.
    const received = options.kind === 'incoming operation' ? this.singleFetches.takeReceived(options.incomingRequestContext, options.request.query) : undefined;
    if (received) return 'answer' in received ? Promise.resolve(received.answer) : Promise.reject(received.failure);
    return observeSubgraphRequest(this.subgraph, options.request.operationName, () => this.send(options));
  }

  private async send(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const { request, context } = options;
    if (!request.query) throw new Error('Missing query');
    const headers: Record<string, string> = {};
    for (const [name, value] of request.http?.headers ?? []) headers[name.toLowerCase()] = value;
    headers['content-type'] = 'application/json';
    if (context?.requestId) {
      headers['x-request-id'] = context.requestId;
      headers[CLIENT_IP_HEADER] = context.clientIp;
      if (context.userAgent) headers[CLIENT_AGENT_HEADER] = context.userAgent;
      else delete headers[CLIENT_AGENT_HEADER];
      if (context.session) headers.authorization = `Bearer ${context.session.accessToken}`;
      // The subgraph continues the browser's request's trace (nothing is added when tracing is off).
      Object.assign(headers, currentTraceCarrier());
    }
    // What JSON text would hold of the request: its fields that are not undefined, without its `http` part.
    const body: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(request)) if (name !== 'http' && value !== undefined) body[name] = value;
    const answer = await this.transport({ headers, body }, () => replayOf(request, this.idempotentMutations));
    if (answer.status < 200 || answer.status > 299) throw errorOf(answer, this.url!);
    const parsed = bodyOf(answer);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`Expected JSON response body, but received: ${answer.text}`);
    this.handOverSession(answer, context as GatewayContext | undefined);
    if (options.kind === 'incoming operation') restrictCachePolicy(options.incomingRequestContext.overallCachePolicy, headerOf(answer, 'cache-control'));
    return parsed as GatewayGraphQLResponse;
  }

  /** Identity's session hand-off (a new token, or the end of the session) becomes the browser's cookie. */
  private handOverSession(answer: SubgraphAnswer, context: GatewayContext | undefined): void {
    const res = context?.res;
    if (!res || res.headersSent) return;
    const token = headerOf(answer, SESSION_TOKEN_HEADER);
    if (token) {
      const maxAge = headerOf(answer, SESSION_MAX_AGE_HEADER);
      res.cookie(SESSION_COOKIE, token, { ...this.cookieOptions, ...(maxAge ? { maxAge: Number(maxAge) * 1000 } : {}) });
    } else if (headerOf(answer, SESSION_CLEAR_HEADER)) {
      res.clearCookie(SESSION_COOKIE, this.cookieOptions);
    }
  }
}

function headerOf(answer: SubgraphAnswer, name: string): string | undefined {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** JSON when the subgraph says so (as RemoteGraphQLDataSource decides), otherwise the text. */
function bodyOf(answer: SubgraphAnswer): unknown {
  if (answer.decoded !== undefined) return answer.decoded;
  const contentType = headerOf(answer, 'content-type');
  const json = contentType?.startsWith('application/json') || contentType?.startsWith('application/graphql-response+json');
  return json ? JSON.parse(answer.text) : answer.text;
}

/** RemoteGraphQLDataSource's error for an answer that is not 2xx, with the same message and extensions. */
function errorOf(answer: SubgraphAnswer, url: string): GraphQLError {
  const statusText = STATUS_CODES[answer.status] ?? '';
  let body: unknown;
  try {
    body = bodyOf(answer);
  } catch {
    body = answer.text;
  }
  const code = answer.status === 401 ? 'UNAUTHENTICATED' : answer.status === 403 ? 'FORBIDDEN' : undefined;
  return new GraphQLError(`${answer.status}: ${statusText}`, {
    extensions: { response: { url, status: answer.status, statusText, body }, ...(code ? { code } : {}) },
  });
}

type CachePolicy = Extract<GraphQLDataSourceProcessOptions<GatewayContext>, { kind: 'incoming operation' }>['incomingRequestContext']['overallCachePolicy'];

/** What RemoteGraphQLDataSource does with a subgraph's cache-control: the operation's policy is at most as long-lived. */
function restrictCachePolicy(policy: CachePolicy | undefined, cacheControl: string | undefined): void {
  if (!policy || !('restrict' in policy)) return;
  const directives = new Map<string, string | true>();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value] = part.trim().split('=');
    if (name) directives.set(name.toLowerCase(), value ?? true);
  }
  const maxAge = directives.get('max-age');
  policy.restrict({
    maxAge: typeof maxAge === 'string' && /^[0-9]+$/.test(maxAge) ? Number(maxAge) : 0,
    ...(directives.get('private') === true ? { scope: 'PRIVATE' as const } : directives.get('public') === true ? { scope: 'PUBLIC' as const } : {}),
  });
}
