import type { Histogram } from 'prom-client';
import {
  graphqlOperationDuration,
  httpRequestDuration,
  outboxPublishDelay,
  subgraphRequestDuration,
  transactionDuration,
} from '@lunchbox/kit/observability/metrics';

/**
 * Where a checkout's time goes, read from the process's own Prometheus histograms (the embedded
 * default runs the gateway and the services in the bench's process): the difference between a
 * snapshot taken before the rush and one taken after it, so earlier traffic does not count. During the rush
 * the only requests are checkouts, so the ordering subgraph's series need no operation name (the
 * query planner names the subgraph's operation itself).
 */

type Labels = Record<string, string>;

interface HistogramSnapshot {
  count: number;
  sum: number;
  /** Cumulative counts by upper bound (seconds), +Inf last. */
  buckets: Array<[number, number]>;
}

export interface StageFigure {
  stage: string;
  what: string;
  count: number;
  meanMs: number;
  /** The upper bound of the histogram bucket holding the 99th percentile (Infinity above the last bound). */
  p99AtMostMs: number;
}

const STAGES: Array<{ stage: string; what: string; histogram: Histogram<string>; labels: Labels }> = [
  {
    stage: 'gateway',
    what: '`POST /api/checkout` at the gateway, first byte in to last byte out (includes everything below)',
    histogram: httpRequestDuration as Histogram<string>,
    labels: { service: 'gateway', method: 'POST', route: '/api/checkout' },
  },
  {
    stage: 'gateway → ordering',
    what: "the gateway's call of the ordering subgraph in the query plan (within the process in the embedded default, over HTTP in the cluster)",
    histogram: subgraphRequestDuration as Histogram<string>,
    labels: { subgraph: 'ordering' },
  },
  {
    stage: 'subgraph',
    what: 'the checkout operation inside the ordering subgraph (parse, validate, resolve)',
    histogram: graphqlOperationDuration as Histogram<string>,
    labels: { service: 'ordering' },
  },
  {
    stage: 'transaction',
    what: "ordering's database transactions (the checkouts' and the outbox relay's passes), BEGIN to COMMIT, including the wait for a pooled connection",
    histogram: transactionDuration as Histogram<string>,
    labels: { service: 'ordering' },
  },
  {
    stage: 'outbox',
    what: "from an ordering outbox row's write to the bus accepting its event (`order.placed`)",
    histogram: outboxPublishDelay as Histogram<string>,
    labels: { service: 'ordering' },
  },
];

function matches(labels: Labels, wanted: Labels): boolean {
  return Object.entries(wanted).every(([name, value]) => String(labels[name]) === value);
}

/** Sums every series of the histogram whose labels include `wanted` (e.g. all statuses of one route). */
async function snapshot(histogram: Histogram<string>, wanted: Labels): Promise<HistogramSnapshot> {
  const { values } = await histogram.get();
  const byBound = new Map<number, number>();
  let count = 0;
  let sum = 0;
  for (const value of values) {
    if (!matches(value.labels as Labels, wanted)) continue;
    if (value.metricName?.endsWith('_sum')) sum += value.value;
    else if (value.metricName?.endsWith('_count')) count += value.value;
    else if (value.metricName?.endsWith('_bucket')) {
      const bound = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
      byBound.set(bound, (byBound.get(bound) ?? 0) + value.value);
    }
  }
  return { count, sum, buckets: [...byBound].sort((a, b) => a[0] - b[0]) };
}

export type BreakdownSnapshot = HistogramSnapshot[];

export function takeBreakdownSnapshot(): Promise<BreakdownSnapshot> {
  return Promise.all(STAGES.map((stage) => snapshot(stage.histogram, stage.labels)));
}

/** Each stage over what happened between the two snapshots. */
export function breakdownBetween(before: BreakdownSnapshot, after: BreakdownSnapshot): StageFigure[] {
  return STAGES.map((stage, index) => {
    const start = before[index]!;
    const end = after[index]!;
    const count = end.count - start.count;
    const sum = end.sum - start.sum;
    const startBuckets = new Map(start.buckets);
    const target = Math.ceil(count * 0.99);
    const p99 = end.buckets.find(([bound, cumulative]) => cumulative - (startBuckets.get(bound) ?? 0) >= target)?.[0] ?? Infinity;
    return { stage: stage.stage, what: stage.what, count, meanMs: count > 0 ? (sum / count) * 1000 : 0, p99AtMostMs: p99 * 1000 };
  });
}

export function describeStage(figure: StageFigure): string {
  const p99 = Number.isFinite(figure.p99AtMostMs) ? `≤ ${figure.p99AtMostMs.toFixed(0)} ms` : '> 10 s';
  return `${figure.stage}: ${figure.count} × mean ${figure.meanMs.toFixed(1)} ms, p99 ${p99}`;
}
