import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Express, Request, RequestHandler } from 'express';
import { graphqlOperationDuration, httpRequestDuration, metricsRegistry, operationLabel, subgraphRequestDuration } from './metrics.ts';
import { contextOfCarrier, failSpan, inSpan, SpanKind, tracerOf } from './tracing.ts';

/** The route pattern that answered, never the raw path (ids in paths would make a series each). */
function routeOf(req: Request): string {
  if (req.route) return `${req.baseUrl}${String(req.route.path)}`;
  // Middleware mounted on a path (app.use('/graphql', …)) has no route, only its mount point.
  return req.baseUrl || 'unmatched';
}

/**
 * Times every request into `lunchbox_http_request_duration_seconds` and runs it in a server span
 * that continues the caller's trace (the browser's or the gateway's `traceparent`). Put it first.
 */
export function observeHttp(service: string): RequestHandler {
  const tracer = tracerOf(service);
  return (req, res, next) => {
    const startedAt = process.hrtime.bigint();
    const span = tracer.startSpan(req.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } }, contextOfCarrier(req.headers));
    res.once('finish', () => {
      const route = routeOf(req);
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      httpRequestDuration.observe({ service, method: req.method, route, status: String(res.statusCode) }, seconds);
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    res.once('close', () => {
      if (!res.writableFinished) span.end();
    });
    context.with(trace.setSpan(context.active(), span), () => next());
  };
}

/**
 * observeHttp for a request handed over within the process (the embedded gateway's call of a
 * subgraph's /graphql): the same histogram series and the same server span, continuing the trace
 * its headers carry.
 */
export async function observeInProcessRequest<T extends { status: number }>(
  service: string,
  route: string,
  headers: Record<string, string | string[] | undefined>,
  answer: () => Promise<T>,
): Promise<T> {
  const startedAt = process.hrtime.bigint();
  const span = tracerOf(service).startSpan('POST', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST' } }, contextOfCarrier(headers));
  try {
    const answered = await context.with(trace.setSpan(context.active(), span), answer);
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    httpRequestDuration.observe({ service, method: 'POST', route, status: String(answered.status) }, seconds);
    span.updateName(`POST ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': answered.status });
    if (answered.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return answered;
  } finally {
    span.end();
  }
}

/** Times each GraphQL operation by name into `lunchbox_graphql_operation_duration_seconds`, in a span of its own. */
export function graphqlObservability<C extends object>(service: string): ApolloServerPlugin<C> {
  const tracer = tracerOf(service);
  return {
    async requestDidStart() {
      const startedAt = process.hrtime.bigint();
      const span = tracer.startSpan('graphql');
      return {
        async didResolveOperation({ operationName, operation }) {
          span.updateName(`graphql ${operation?.operation ?? 'operation'} ${operationName ?? '(anonymous)'}`);
          span.setAttribute('graphql.operation.name', operationName ?? '');
        },
        async willSendResponse({ operationName, errors, response }) {
          const failed = (errors?.length ?? 0) > 0 || (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0);
          const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
          graphqlOperationDuration.observe({ service, operation: operationLabel(operationName), outcome: failed ? 'error' : 'ok' }, seconds);
          if (failed) failSpan(span, errors?.[0] ?? new Error('the answer holds errors'));
          span.end();
        },
      };
    },
  };
}

/**
 * The gateway's call of one subgraph in a query plan: timed into
 * `lunchbox_subgraph_request_duration_seconds` and run in a client span, whose context the request
 * then carries to the subgraph.
 */
export async function observeSubgraphRequest<T extends { errors?: readonly unknown[] }>(
  subgraph: string,
  operation: string | undefined,
  send: () => Promise<T>,
): Promise<T> {
  const startedAt = process.hrtime.bigint();
  let outcome = 'error';
  try {
    const answer = await inSpan(
      tracerOf('gateway'),
      `subgraph ${subgraph}`,
      { kind: SpanKind.CLIENT, attributes: { 'graphql.operation.name': operation ?? '' } },
      send,
    );
    if (!answer.errors?.length) outcome = 'ok';
    return answer;
  } finally {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    subgraphRequestDuration.observe({ subgraph, operation: operationLabel(operation), outcome }, seconds);
  }
}

async function answerMetrics(res: http.ServerResponse): Promise<void> {
  const body = await metricsRegistry.metrics();
  res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` on a public port: answered only to an operator who sends `Authorization: Bearer
 * <METRICS_TOKEN>`; 401 to anyone else; 404 when no token is configured (use METRICS_PORT then).
 */
export function operatorMetricsRoute(app: Express, token: string | undefined): void {
  app.get('/metrics', async (req, res) => {
    if (!token) {
      res.status(404).json({ error: 'Not found', message: 'Not found' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      res.status(401).setHeader('www-authenticate', 'Bearer').json({ error: 'Unauthorized', message: 'Unauthorized' });
      return;
    }
    await answerMetrics(res);
  });
}

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

/** The operators' port: `/metrics` of this whole process, nothing else (Prometheus scrapes it inside the network). */
export async function startMetricsServer(port: number, host = '0.0.0.0'): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      answerMetrics(res).catch(() => {
        res.writeHead(500).end();
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
