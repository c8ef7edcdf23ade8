import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes a command started, read from Linux's /proc: PostgreSQL's backends call setsid(), so
 * signalling the command's process group does not reach them, and only the tree names them all.
 */
interface ProcEntry {
  pid: number;
  ppid: number;
  /** R, S, D, Z…: a zombie (Z) has ended and waits only for its parent to collect its status. */
  state: string;
}

function readEntry(pid: string): ProcEntry | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), ppid: Number(ppid), state: state! };
  } catch {
    return null; // the process ended while the table was read
  }
}

function processTable(): ProcEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readEntry)
    .filter((entry): entry is ProcEntry => entry !== null);
}

/** `pid` and every process below it that is still running. */
export function processTree(pid: number): number[] {
  const table = processTable();
  const tree = new Set([pid]);
  // Parents come before their children in no particular order: sweep until the tree stops growing.
  for (let size = 0; size !== tree.size;) {
    size = tree.size;
    for (const entry of table) if (tree.has(entry.ppid)) tree.add(entry.pid);
  }
  const running = new Set(table.filter((entry) => entry.state !== 'Z').map((entry) => entry.pid));
  return [...tree].filter((member) => running.has(member));
}

/** Those of `pids` still running (not ended, not a zombie). */
export function stillRunning(pids: number[]): number[] {
  return pids.filter((pid) => {
    const entry = readEntry(String(pid));
    return entry !== null && entry.state !== 'Z';
  });
}
