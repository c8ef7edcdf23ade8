import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import http, { type IncomingHttpHeaders } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { verifiedCallers, type Caller } from '../auth/tokens.ts';
import { formatGraphQLError } from '../errors/graphql-errors.ts';
import { graphqlProtection } from './graphql-protection.ts';
import { runWithRequestId, withRequestLog } from '../process/logger.ts';
import { AppError } from '../errors/app-error.ts';
import { AnswerCache, PUBLIC_READ_MARK, rootFields } from './answer-cache.ts';
import { findBodyProblem, markCheckedVariables, refuseUnusableBodies } from './body-guard.ts';
import { graphqlObservability, observeHttp, observeInProcessRequest } from '../observability/http.ts';
import { clientErrorOf } from '../errors/request-errors.ts';
import { requestOriginOf, runWithRequestOrigin } from './request-origin.ts';
import { closeEachConnectionAfterItsAnswer, drainConnections } from './connection-drain.ts';

type SchemaModule = Extract<Parameters<typeof buildSubgraphSchema>[0], readonly unknown[]>[number];
/** The resolver map `buildSubgraphSchema` takes: @apollo/subgraph names it only inside its `dist` internals. */
export type SubgraphResolvers = NonNullable<Extract<SchemaModule, { typeDefs: unknown }>['resolvers']>;

export interface SubgraphContext {
  caller: Caller | null;
  requestId: string;
  /** The browser's address as the gateway saw it, for rate limits. */
  clientIp: string;
  /** The browser's User-Agent as the gateway forwarded it (shown in the parent's list of sessions), or null. */
  userAgent: string | null;
  /** Lets identity hand session cookies back to the gateway through response headers. */
  res: AnswerHeaders;
  log: Logger;
}

/**
 * What a resolver or plugin may do to the answer: set a header (identity's session hand-off) and
 * mark it (a public read). Express's response over HTTP, a plain holder in the same process.
 */
export interface AnswerHeaders {
  setHeader(name: string, value: string): unknown;
  locals: Record<string, unknown>;
}

/**
 * A POST to /graphql from a gateway in the same process: its headers (lower-case names) and its body,
 * either as JSON text (checked here as the body guard checks an HTTP body) or as the gateway's own
 * request object (`decodedBody`), which is neither encoded, parsed nor walked again: its variables
 * are the gateway's operation's, which the gateway's body guard walked when the operation came in,
 * and its entity representations are subgraphs' answers (text from PostgreSQL, which cannot hold
 * NUL, and JSON's finite numbers, no deeper than the keys). No field of it may be undefined.
 */
export type InProcessRequest = { headers: Record<string, string | string[] | undefined> } & ({ body: string } | { decodedBody: Record<string, unknown> });

/**
 * The subgraph's answer as it would have gone on the wire; an answer of data alone comes as the
 * object itself (`decoded`: the values JSON.parse of its text would give, in graphql-js's objects
 * without a prototype) and no text.
 */
export interface InProcessAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  decoded?: { data: Record<string, unknown> };
}

/** The subgraph's /graphql without HTTP, for a gateway in the same process (the embedded default). */
export type InProcessSubgraph = (request: InProcessRequest) => Promise<InProcessAnswer>;

/** The in-process subgraph was asked after its stop, as an HTTP request would find its port closed. */
export class SubgraphStoppedError extends Error {
  constructor(service: string) {
    super(`the ${service} subgraph has stopped`);
    this.name = 'SubgraphStoppedError';
  }
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface SubgraphServerOptions {
  name: string;
  typeDefs: DocumentNode;
  resolvers: SubgraphResolvers;
  port: number;
  host?: string;
  publicKey: string;
  log: Logger;
  isReady: () => Promise<boolean>;
  /** Routes beside /graphql, e.g. identity's internal session check. */
  extraRoutes?: (app: Express) => void;
  /** Queries answered alike for every caller, whose whole answers are replayed until their data changes. */
  publicReads?: PublicReads;
}

export interface PublicReads {
  /** Root fields that read the same for every caller; an operation of only these is a public read. */
  fields: ReadonlySet<string>;
  /** The state of the data they read (a generation counter bumped by every write and by the other replicas' events). */
  dataState: () => string;
}

/** Marks a successful public read so that its answer may be kept. */
function publicReadPlugin(fields: ReadonlySet<string>): ApolloServerPlugin<SubgraphContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, document, response, contextValue }) {
          if (operation?.operation !== 'query' || !document || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (rootFields(operation, document)?.every((field) => fields.has(field))) contextValue.res.locals[PUBLIC_READ_MARK] = true;
        },
      };
    },
  };
}

export function requestIdOf(req: Pick<Request, 'headers'>): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : randomUUID();
}

export function healthRoutes(app: Express, isReady: () => Promise<boolean>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await isReady().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
}

/**
 * How long this server keeps an idle keep-alive connection open: far longer than its clients keep
 * one (the gateways' pools and the front proxy let go after 1 s), so it is always the client that
 * closes an idle connection. A server closing one first races the client sending on it that instant
 * (the request is lost with a reset), and a client whose event loop runs seconds late on a busy
 * machine does not close its own in time. Above the 60 s idle timeout of common load balancers.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Connections the kernel holds for the process to accept (Node's default is 511). */
const LISTEN_BACKLOG = 4096;

export async function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the whole request's headers within this; it must outlast the keep-alive wait.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue, as the front proxy has: a process overloaded for seconds leaves new
    // connections waiting there. When Node's default queue of 511 overflows, Linux drops the
    // handshake's last step; the client, which believes itself connected, sends its request, and once
    // the server has given up on the half-open connection (about a minute) it answers that request
    // with a reset: the peak rush's ECONNRESETs. Linux caps the number at net.core.somaxconn.
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function graphqlErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let appError = clientErrorOf(error);
    if (!appError) {
      log.error({ err: error, path: req.path }, 'unexpected error');
      appError = new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }
    if (res.headersSent) return;
    res.status(appError.httpStatus).json({ errors: [{ message: appError.message, extensions: { code: appError.code } }] });
  };
}

/**
 * The public reads' whole answers replayed after the body is read and checked, before Apollo: keyed
 * by the document, its variables and operation name, and the Accept header (which picks the answer's
 * content type). Whatever the caller's token says, the answer of a public read is the same.
 */
function answerPublicReads(service: string, publicReads: PublicReads | undefined): RequestHandler {
  if (!publicReads) return (_req, _res, next) => next();
  const answers = new AnswerCache({ service, dataState: publicReads.dataState });
  return (req, res, next) => {
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    if (req.method !== 'POST' || typeof body?.query !== 'string') return next();
    const key = JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null, req.headers.accept ?? '']);
    if (!answers.serve(key, req, res)) next();
  };
}

/**
 * Where Apollo's last step hands an in-process request's result to its door instead of writing it
 * as JSON text that the gateway would parse straight back (for a checkout, both walks of its ten
 * lunches were 1.4 % of the process's CPU). Only a result of data alone is handed over: its values
 * are the schema's scalars (text, numbers, booleans, null), which JSON carries unchanged, and it has
 * no optional fields that the text would leave out. Errors keep going as text.
 */
const inProcessResults = new AsyncLocalStorage<{ decoded?: { data: Record<string, unknown> } }>();

/** Apollo Server's `stringifyResult`: its own format (JSON and a newline), or nothing for a result the in-process door takes as it is. */
function stringifyResult(result: FormattedExecutionResult): string {
  const slot = inProcessResults.getStore();
  if (slot && result.errors === undefined && result.extensions === undefined && result.data) {
    slot.decoded = { data: result.data };
    return '';
  }
  return `${JSON.stringify(result)}\n`;
}

/** The address a gateway in the same process calls from, as its HTTP requests to 127.0.0.1 did. */
const SAME_PROCESS_ADDRESS = '127.0.0.1';

/** Response headers a resolver sets (identity's session hand-off), kept for the in-process answer. */
class HeldHeaders {
  readonly locals: Record<string, unknown> = {};
  readonly set: Record<string, string> = {};

  setHeader(name: string, value: string): void {
    this.set[name.toLowerCase()] = value;
  }
}

/**
 * /graphql for a gateway in the same process: the same checks and context as over HTTP (the body
 * refused as the body guard refuses it, the caller verified from the bearer token, the request id
 * and origin set around the operation), Apollo's answer returned as it would be written, without
 * a socket, HTTP parsing or Express on either side. The public reads' answer cache, which replays
 * HTTP bytes, is left out: the gateway keeps its own cache of those reads in front.
 */
function inProcessDoor(
  service: string,
  apollo: ApolloServer<SubgraphContext>,
  stopped: () => boolean,
  contextOf: (headers: IncomingHttpHeaders, socketAddress: string | undefined, res: AnswerHeaders) => SubgraphContext,
): InProcessSubgraph {
  const answer = async (request: InProcessRequest): Promise<InProcessAnswer> => {
    const { headers } = request;
    const body: unknown = 'decodedBody' in request ? request.decodedBody : JSON.parse(request.body);
    const problem = 'decodedBody' in request ? null : findBodyProblem(body);
    if (problem)
      return {
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        text: JSON.stringify({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }] }),
      };
    // The operation's own check (graphql-protection.ts) would walk the same variables again.
    markCheckedVariables(body);
    const held = new HeldHeaders();
    const requestHeaders = new HeaderMap();
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) requestHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
    const result: { decoded?: { data: Record<string, unknown> } } = {};
    const answered = await runWithRequestId(requestIdOf({ headers }), () =>
      runWithRequestOrigin(requestOriginOf(headers, SAME_PROCESS_ADDRESS), () =>
        inProcessResults.run(result, () =>
          apollo.executeHTTPGraphQLRequest({
            httpGraphQLRequest: { method: 'POST', headers: requestHeaders, search: '', body },
            context: async () => contextOf(headers, SAME_PROCESS_ADDRESS, held),
          }),
        ),
      ),
    );
    let answerText = '';
    if (answered.body.kind === 'complete') answerText = answered.body.string;
    else for await (const chunk of answered.body.asyncIterator) answerText += chunk;
    const answerHeaders = { ...Object.fromEntries(answered.headers), ...held.set };
    return { status: answered.status ?? 200, headers: answerHeaders, text: answerText, ...(result.decoded ? { decoded: result.decoded } : {}) };
  };
  return async (request) => {
    if (stopped()) throw new SubgraphStoppedError(service);
    return observeInProcessRequest(service, '/graphql', request.headers, () => answer(request));
  };
}

/** One subgraph: SDL-first schema, caller from the gateway's bearer token, health endpoints. */
export async function startSubgraphServer(options: SubgraphServerOptions): Promise<RunningServer & { leave(): void; inProcess: InProcessSubgraph }> {
  const app = express();
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);
  const protection = graphqlProtection<SubgraphContext>('subgraph');
  const apollo = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers }]),
    formatError: formatGraphQLError(options.log),
    ...protection,
    // No Apollo Studio here: inline traces would only add weight to every subgraph answer. No cache
    // hints either: the schemas declare none, the gateway reads a missing header as the same max-age 0,
    // and the plugin's per-field hook wrapped every resolver of every answer.
    plugins: [
      drainConnections(httpServer),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ...protection.plugins,
      graphqlObservability<SubgraphContext>(options.name),
      ...(options.publicReads ? [publicReadPlugin(options.publicReads.fields)] : []),
    ],
    includeStacktraceInErrorResponses: false,
    stringifyResult,
    // The process's own runUntilSignalled does the graceful stop; Apollo's handler would re-raise the
    // signal mid-shutdown and turn a clean exit into exit code 1.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const callerOf = verifiedCallers(options.publicKey);
  /** Who is calling, from the gateway's headers, whichever way the request came. */
  const contextOf = (headers: IncomingHttpHeaders, socketAddress: string | undefined, res: AnswerHeaders): SubgraphContext => {
    const requestId = requestIdOf({ headers });
    let caller: Caller | null;
    try {
      caller = callerOf(headers.authorization);
    } catch (error) {
      // An expired or forged token is answered as "not signed in", the same as no token.
      if (error instanceof AppError) caller = null;
      else throw error;
    }
    const origin = requestOriginOf(headers, socketAddress);
    return withRequestLog({ caller, requestId, clientIp: origin.ip ?? 'unknown', userAgent: origin.userAgent, res }, options.log);
  };

  app.use(observeHttp(options.name));
  healthRoutes(app, options.isReady);
  options.extraRoutes?.(app);
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    refuseUnusableBodies('graphql'),
    answerPublicReads(options.name, options.publicReads),
    (req, _res, next) => runWithRequestId(requestIdOf(req), () => next()),
    // What the audit trail records of where an administrator's action came from.
    (req, _res, next) => runWithRequestOrigin(requestOriginOf(req.headers, req.socket.remoteAddress), () => next()),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextOf(req.headers, req.socket.remoteAddress, res) }),
  );

  // Without this, Express answers a body it cannot read with an HTML page holding the stack trace.
  app.use(graphqlErrorHandler(options.log));

  const port = await listen(httpServer, options.port, options.host);
  const url = `http://127.0.0.1:${port}/graphql`;
  let stopping = false;
  options.log.info({ url }, `${options.name} subgraph listening`);
  return {
    url,
    port,
    leave: () => closeEachConnectionAfterItsAnswer(httpServer),
    inProcess: inProcessDoor(options.name, apollo, () => stopping, contextOf),
    async stop() {
      stopping = true;
      await apollo.stop();
    },
  };
}
