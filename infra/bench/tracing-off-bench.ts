import { performance } from 'node:perf_hooks';
import { context, trace } from '@opentelemetry/api';
import { currentTraceCarrier, currentTraceId, inSpan, SpanKind, tracerOf } from '@lunchbox/kit/observability/tracing';

/**
 * `node --import tsx infra/bench/tracing-off-bench.ts`: what tracing costs a menu read when it is off
 * (OTEL_EXPORTER_OTLP_ENDPOINT unset, no SDK loaded). It runs the tracing calls one read through the
 * gateway makes — a server span at the gateway and at the menu subgraph, a GraphQL span at each, the
 * trace context put into the subgraph request, the trace id asked for by two log lines — against the
 * API's no-op tracer, and prints the time per read next to a loop that makes none of these calls.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) throw new Error('unset OTEL_EXPORTER_OTLP_ENDPOINT: this measures tracing off');

const gateway = tracerOf('gateway');
const menu = tracerOf('menu');

function serverSpan(tracer: typeof gateway, work: () => void): void {
  const span = tracer.startSpan('GET', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET' } });
  context.with(trace.setSpan(context.active(), span), work);
  span.updateName('GET /api/weekly-menu-items/active');
  span.setAttributes({ 'http.route': '/api/weekly-menu-items/active', 'http.response.status_code': 200 });
  span.end();
}

function graphqlSpan(tracer: typeof gateway): void {
  const span = tracer.startSpan('graphql');
  span.updateName('graphql query ActiveWeeklyMenuItems');
  span.setAttribute('graphql.operation.name', 'ActiveWeeklyMenuItems');
  span.end();
}

let sink = 0;
function tracedRead(): void {
  serverSpan(gateway, () => {
    graphqlSpan(gateway);
    sink += Object.keys(currentTraceCarrier()).length;
    serverSpan(menu, () => {
      graphqlSpan(menu);
      sink += currentTraceId() ? 1 : 0;
    });
    sink += currentTraceId() ? 1 : 0;
  });
}

function untracedRead(): void {
  sink += 1;
}

function nsPerCall(fn: () => void, calls: number): number {
  for (let i = 0; i < 10_000; i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < calls; i += 1) fn();
  return ((performance.now() - start) * 1e6) / calls;
}

const CALLS = 1_000_000;
// A transaction span as the menu read's writes would have (reads take none; checkouts one).
const transactionStart = performance.now();
for (let i = 0; i < 100_000; i += 1) await inSpan(menu, 'menu transaction', {}, async () => undefined);
const transactionNs = ((performance.now() - transactionStart) * 1e6) / 100_000;

const traced = nsPerCall(tracedRead, CALLS);
const untraced = nsPerCall(untracedRead, CALLS);
console.log(
  `tracing off, the tracing calls of one menu read: ${(traced - untraced).toFixed(0)} ns (${traced.toFixed(0)} ns with, ${untraced.toFixed(0)} ns without)`,
);
console.log(`tracing off, one transaction span: ${transactionNs.toFixed(0)} ns`);
console.log(`(${sink > 0 ? 'ok' : 'no work done'})`);
