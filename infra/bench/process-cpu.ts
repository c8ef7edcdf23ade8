import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { processTable, type ProcEntry } from './process-tree.ts';

/**
 * CPU time spent by the system under test: this process (the embedded default runs the gateway and
 * the services in it) and its descendants (the embedded PostgreSQL and its backends), leaving out
 * the load generator's process. On a machine shared with other work, the CPU a checkout costs
 * holds still where its latency does not, so two versions compare by it.
 */
export interface CpuSample {
  /** This process's user + system time. */
  nodeMs: number;
  /** Every other descendant's (PostgreSQL's postmaster and backends). */
  childrenMs: number;
}

/**
 * This process's CPU and that of its descendants (excluding `skipPid` and its subtree); a
 * descendant's count includes its ended children's (a backend that closed counts in the postmaster's).
 */
export function sampleCpu(skipPid?: number): CpuSample {
  const stats = processTable();
  const childrenOf = new Map<number, ProcEntry[]>();
  for (const stat of stats) childrenOf.set(stat.ppid, [...(childrenOf.get(stat.ppid) ?? []), stat]);
  let childrenMs = 0;
  const pending = [...(childrenOf.get(process.pid) ?? [])];
  while (pending.length > 0) {
    const stat = pending.pop()!;
    if (stat.pid === skipPid) continue;
    childrenMs += stat.cpuMs;
    pending.push(...(childrenOf.get(stat.pid) ?? []));
  }
  const usage = process.cpuUsage();
  return { nodeMs: (usage.user + usage.system) / 1000, childrenMs };
}

export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  return { nodeMs: after.nodeMs - before.nodeMs, childrenMs: after.childrenMs - before.childrenMs };
}

/**
 * Runs `work` under V8's sampling profiler when `file` is given and writes the profile there (a
 * .cpuprofile that Chrome's DevTools or speedscope open): only the measured part, not the seeding.
 */
export async function profiledWhen<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
