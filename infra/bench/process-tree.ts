import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes on this machine, read from Linux's /proc: which a command started (PostgreSQL's
 * backends call setsid(), so a signal to the command's process group does not reach them, and only
 * the tree names them all) and the CPU they spent.
 */
export interface ProcEntry {
  pid: number;
  ppid: number;
  /** R, S, D, Z…: a zombie (Z) has ended and waits only for its parent to collect its status. */
  state: string;
  /** User + system time, its own and that of its children it has collected (an ended backend counts in the postmaster's). */
  cpuMs: number;
}

const TICK_MS = 10; // Linux reports utime/stime in clock ticks of 1/100 s (USER_HZ).

function readEntry(pid: string): ProcEntry | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid: Number(pid), ppid: Number(fields[1]), state: fields[0]!, cpuMs: ticks * TICK_MS };
  } catch {
    return null; // the process ended while the table was read
  }
}

export function processTable(): ProcEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readEntry)
    .filter((entry): entry is ProcEntry => entry !== null);
}

/** `pid` and every process below it, zombies included. */
function treeOf(pid: number): ProcEntry[] {
  const table = processTable();
  const tree = new Set([pid]);
  // Parents come before their children in no particular order: sweep until the tree stops growing.
  for (let size = 0; size !== tree.size;) {
    size = tree.size;
    for (const entry of table) if (tree.has(entry.ppid)) tree.add(entry.pid);
  }
  return table.filter((entry) => tree.has(entry.pid));
}

/** `pid` and every process below it that is still running. */
export function processTree(pid: number): number[] {
  return treeOf(pid)
    .filter((entry) => entry.state !== 'Z')
    .map((entry) => entry.pid);
}

/** The CPU `pid` and the processes below it have spent so far, the ended ones that were collected included. */
export function treeCpuMs(pid: number): number {
  return treeOf(pid).reduce((sum, entry) => sum + entry.cpuMs, 0);
}

/** Those of `pids` still running (not ended, not a zombie). */
export function stillRunning(pids: number[]): number[] {
  return pids.filter((pid) => {
    const entry = readEntry(String(pid));
    return entry !== null && entry.state !== 'Z';
  });
}
