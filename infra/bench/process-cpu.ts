import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

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

const TICK_MS = 10; // Linux reports utime/stime in clock ticks of 1/100 s (USER_HZ).

interface ProcStat {
  pid: number;
  ppid: number;
  cpuMs: number;
}

function readStat(pid: string): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS };
  } catch {
    return null; // the process ended while the table was read
  }
}

/**
 * This process's CPU and that of its descendants (excluding `skipPid` and its subtree); a
 * descendant's count includes its ended children's (a backend that closed counts in the postmaster's).
 */
export function sampleCpu(skipPid?: number): CpuSample {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((stat): stat is ProcStat => stat !== null);
  const childrenOf = new Map<number, ProcStat[]>();
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
