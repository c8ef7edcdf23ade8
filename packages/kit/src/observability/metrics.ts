import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ZodError } from 'zod';
import { AppError } from '../errors/app-error.ts';

/**
 * The process's one registry. In the embedded runtime the four services and the gateway share a
 * process, so every metric of ours carries a `service` label and the registry is served once.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

// Requests are mostly a few milliseconds; checkouts and e-mails take up to seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A duration in seconds, in the latency buckets, in the process's registry. */
function latencyHistogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [metricsRegistry] });
}

/** A count, in the process's registry. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

export const httpRequestDuration = latencyHistogram(
  'lunchbox_http_request_duration_seconds',
  'HTTP requests by the route that answered them (unmatched when none did) and status code.',
  ['service', 'method', 'route', 'status'],
);

/**
 * Operation names come from clients, so anyone could mint a new series per request: the first 200
 * names (each at most 100 characters) are kept as they are, any later one is counted as `(other)`.
 */
const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES || name.length > 100) return '(other)';
  operationNames.add(name);
  return name;
}

export const graphqlOperationDuration = latencyHistogram(
  'lunchbox_graphql_operation_duration_seconds',
  'GraphQL operations by operation name and the server that ran them (gateway or a subgraph), and whether they answered errors.',
  ['service', 'operation', 'outcome'],
);

export const subgraphRequestDuration = latencyHistogram(
  'lunchbox_subgraph_request_duration_seconds',
  'Requests of the gateway to a subgraph, by subgraph, the operation of the query plan and outcome (ok, or error when it failed or answered errors).',
  ['subgraph', 'operation', 'outcome'],
);

/** Where a write's time goes: the bench's checkout breakdown reads these beside the request timings. */
export const transactionDuration = latencyHistogram(
  'lunchbox_db_transaction_duration_seconds',
  'Database transactions of a service, from BEGIN to COMMIT or ROLLBACK (waiting for a pooled connection included).',
  ['service'],
);

export const outboxPublishDelay = latencyHistogram(
  'lunchbox_outbox_publish_delay_seconds',
  'From an event’s outbox row being written to the bus accepting the event, by the service that wrote it.',
  ['service'],
);

export const checkoutsTotal = counter(
  'lunchbox_checkouts_total',
  'Checkouts by outcome: placed, replayed (the same checkoutId again) or refused; reason is the refusal code.',
  ['outcome', 'reason'],
);

export const scheduledJobRunsTotal = counter(
  'lunchbox_scheduled_job_runs_total',
  "Runs of a service's scheduled jobs (its job queue's workers), by job and outcome (completed or failed; a failed run is retried).",
  ['job', 'outcome'],
);

export const eventsHandledTotal = counter(
  'lunchbox_events_handled_total',
  'Deliveries of events to a consuming service, by type and outcome (handled or failed).',
  ['service', 'type', 'outcome'],
);

export const eventRedeliveriesTotal = counter(
  'lunchbox_event_redeliveries_total',
  'Deliveries after the first of one event to one consuming service (its handler failed or did not ack in time).',
  ['service', 'type'],
);

/** Something measured only when Prometheus asks, kept by service so that a stopped service leaves. */
type Sampler<T> = () => Promise<T>;

/** A gauge read at scrape time from every service that reports it in this process. */
function sampledGauge<T>(options: {
  name: string;
  help: string;
  labelNames: string[];
  samplers: Map<string, Sampler<T>>;
  read: (sample: T) => Array<[Record<string, string>, number]>;
}): Gauge<string> {
  const { samplers, read, ...config } = options;
  return new Gauge({
    ...config,
    labelNames: ['service', ...config.labelNames],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [service, sample] of samplers) {
        // A service whose database is away this instant is left out of the scrape rather than failing it.
        const value = await sample().catch(() => undefined);
        if (value !== undefined) for (const [labels, number] of read(value)) this.set({ service, ...labels }, number);
      }
    },
  });
}

function watched<T>(samplers: Map<string, Sampler<T>>) {
  return (service: string, sample: Sampler<T>): (() => void) => {
    samplers.set(service, sample);
    return () => samplers.delete(service);
  };
}

export interface OutboxSample {
  waiting: number;
  oldestAgeSeconds: number;
}

const outboxSamplers = new Map<string, Sampler<OutboxSample>>();
sampledGauge({
  name: 'lunchbox_outbox_waiting_rows',
  help: 'Events committed to the service’s outbox and not yet accepted by the bus.',
  labelNames: [],
  samplers: outboxSamplers,
  read: (sample) => [[{}, sample.waiting]],
});
sampledGauge({
  name: 'lunchbox_outbox_oldest_age_seconds',
  help: 'How long the oldest waiting outbox event has waited (0 when none waits).',
  labelNames: [],
  samplers: outboxSamplers,
  read: (sample) => [[{}, sample.oldestAgeSeconds]],
});

/** The relay reports its outbox while it runs; the returned function takes it out again. */
export const watchOutbox = watched(outboxSamplers);

export interface PoolSample {
  total: number;
  idle: number;
  waiting: number;
}

const poolSamplers = new Map<string, Sampler<PoolSample>>();
sampledGauge({
  name: 'lunchbox_db_pool_connections',
  help: 'The service’s PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting).',
  labelNames: ['state'],
  samplers: poolSamplers,
  read: (sample) => [
    [{ state: 'total' }, sample.total],
    [{ state: 'idle' }, sample.idle],
    [{ state: 'waiting' }, sample.waiting],
  ],
});

/** The database module reports each service's pool while it is open. */
export const watchPool = watched(poolSamplers);

/**
 * Counts one checkout into `lunchbox_checkouts_total`: placed, replayed, or refused with the code of
 * its refusal (a form error, an order past its deadline, a duplicate lunch…).
 */
export async function countCheckout<T extends { replayed: boolean }>(place: () => Promise<T>): Promise<T> {
  try {
    const placed = await place();
    checkoutsTotal.inc({ outcome: placed.replayed ? 'replayed' : 'placed', reason: '' });
    return placed;
  } catch (error) {
    checkoutsTotal.inc({ outcome: 'refused', reason: refusalReasonOf(error) });
    throw error;
  }
}

function refusalReasonOf(error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (error instanceof ZodError) return 'BAD_USER_INPUT';
  return 'INTERNAL_SERVER_ERROR';
}
