import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { GRAPHIQL, inputsHash, isBuiltFrom, WEB_APP } from '../build-if-changed.ts';
import { processTree, stillRunning, treeCpuMs } from './process-tree.ts';

/**
 * The start part (issue 34 §3): the README's `npm start` (build-if-changed, then the embedded
 * default), run as a person runs it, timed from the command to the first 200 from GET /readyz.
 * Each start has a free port and an empty DATA_DIR of its own (so its embedded PostgreSQL is
 * initialised too), and is stopped as Ctrl-C stops it before the next one begins.
 */
export interface StartFigures {
  /** Seconds to healthy of each start on unchanged sources. */
  unchangedSeconds: number[];
  medianSeconds: number;
  /** The CPU seconds the start's processes (npm, build-if-changed, node, PostgreSQL) spent until healthy: they hold still on a busy machine where the wall time does not. */
  medianCpuSeconds: number;
  /** The start before those when web/dist or GraphiQL was not built from the current sources: it built them. */
  firstBuiltSeconds: number | null;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const UNCHANGED_STARTS = 3;
/** Deadlines for /readyz: a start that builds the web app takes minutes on a busy machine. */
const READY_WITHIN_MS = { unchanged: 120_000, building: 900_000 };
const STOPPED_WITHIN_MS = 30_000;
const BUILD_LINE = /^(web app|GraphiQL): /;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; !condition(); await sleep(50)) if (Date.now() > deadline) return false;
  return true;
}

/** The environment a person's shell gives `npm start`: the bench's own settings (LOG_LEVEL, NODE_ENV) and the outer npm's variables left out. */
function startEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'LOG_LEVEL' && name !== 'NODE_ENV');
  return { ...Object.fromEntries(inherited), PORT: String(port), DATA_DIR: dataDir };
}

const builtFromCurrentSources = (env: NodeJS.ProcessEnv) => [WEB_APP, GRAPHIQL].every((target) => isBuiltFrom(ROOT, target, inputsHash(ROOT, target, env)));

/** Sends the signal unless the process (or group, for a negative id) has ended already. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Ended between the look and the signal.
  }
}

/** Ctrl-C to the command's process group, then SIGKILL to whatever of its tree (PostgreSQL's backends included) outlives the deadline. */
async function stopTree(pid: number): Promise<void> {
  const tree = processTree(pid);
  signal(-pid, 'SIGINT');
  if (await until(() => stillRunning(tree).length === 0, STOPPED_WITHIN_MS)) return;
  for (const member of stillRunning(tree)) signal(member, 'SIGKILL');
  if (!(await until(() => stillRunning(tree).length === 0, 5_000)))
    throw new Error(`npm start left processes ${stillRunning(tree).join(', ')} running after SIGKILL`);
}

interface TimedStart {
  seconds: number;
  cpuSeconds: number;
  /** What build-if-changed said of the web app and GraphiQL. */
  buildLines: string[];
}

/** One `npm start` from launch to a 200 from /readyz; the process tree and its DATA_DIR are gone when it resolves. */
async function timedStart(readyWithinMs: number): Promise<TimedStart> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-start-'));
  const port = await freePort();
  const started = performance.now();
  // A process group of its own, so that the stop reaches npm, its shell and node as a terminal's Ctrl-C does.
  const child = spawn('npm', ['start'], { cwd: ROOT, env: startEnv(port, dataDir), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const pid = child.pid;
  const lines: string[] = [];
  const buildLines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      const arrived = chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '');
      buildLines.push(...arrived.filter((line) => BUILD_LINE.test(line)));
      // The last lines are what a failure shows.
      lines.push(...arrived);
      lines.splice(0, lines.length - 30);
    });
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  child.once('error', (error) => (exited = error.message));
  // Should the bench be stopped mid-start, the start goes with it.
  const killGroup = () => {
    if (pid === undefined) return;
    for (const target of [...processTree(pid), -pid]) signal(target, 'SIGKILL');
  };
  const onSignal = () => {
    killGroup();
    process.exit(130);
  };
  process.once('exit', killGroup);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (pid === undefined) throw new Error('npm start did not start');
    const readyz = `http://127.0.0.1:${port}/readyz`;
    for (const deadline = Date.now() + readyWithinMs; ; await sleep(50)) {
      const status = await fetch(readyz, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => {
          void response.body?.cancel();
          return response.status;
        },
        () => null,
      );
      if (status === 200) break;
      const problem = exited !== null ? `ended (${exited})` : Date.now() > deadline ? `was not healthy within ${readyWithinMs / 1000} s` : null;
      if (problem) throw new Error(`npm start ${problem}; its last lines:\n${lines.join('\n')}`);
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpuSeconds: treeCpuMs(pid) / 1000, buildLines };
  } finally {
    if (pid !== undefined) await stopTree(pid);
    process.removeListener('exit', killGroup);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The first start when it must build, then the unchanged starts one after another. */
export async function measureStart(log: (line: string) => void): Promise<StartFigures> {
  const env = startEnv(0, '');
  let firstBuiltSeconds: number | null = null;
  if (!builtFromCurrentSources(env)) {
    log('npm start: the web app or GraphiQL was not built from the current sources; a first start builds them');
    const first = await timedStart(READY_WITHIN_MS.building);
    firstBuiltSeconds = first.seconds;
    log(`npm start (first start, which built): healthy after ${first.seconds.toFixed(1)} s (${first.buildLines.join('; ')})`);
  }
  const unchangedSeconds: number[] = [];
  const cpuSeconds: number[] = [];
  for (let index = 1; index <= UNCHANGED_STARTS; index += 1) {
    if (!builtFromCurrentSources(env)) throw new Error('npm start: the sources changed while the bench ran (web/dist is not built from them)');
    const start = await timedStart(READY_WITHIN_MS.unchanged);
    unchangedSeconds.push(start.seconds);
    cpuSeconds.push(start.cpuSeconds);
    log(
      `npm start ${index} of ${UNCHANGED_STARTS}, sources unchanged: healthy after ${start.seconds.toFixed(1)} s, ${start.cpuSeconds.toFixed(1)} s of CPU (${start.buildLines.join('; ')})`,
    );
  }
  return { unchangedSeconds, medianSeconds: median(unchangedSeconds), medianCpuSeconds: median(cpuSeconds), firstBuiltSeconds };
}
