import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from '@jest/globals';
import { pino } from 'pino';
import { spawnProcess, Supervisor } from './supervisor.ts';

function recordingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

async function waitUntil(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A node process running `code`. */
function nodeProcess(code: string, log: pino.Logger) {
  return async () => spawnProcess(process.execPath, ['-e', code], { cwd: process.cwd(), env: { PATH: process.env.PATH }, log });
}

const SERVES_UNTIL_SIGTERM = "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);";

/** The same, saying in a file that it now handles SIGTERM. */
const servesUntilSigterm = (readyFile: string) => `${SERVES_UNTIL_SIGTERM} require('node:fs').writeFileSync(${JSON.stringify(readyFile)}, 'ready');`;

describe('the cluster supervisor', () => {
  test('when a process keeps crashing, then it is started again each time, waiting twice as long as before up to the longest wait', async () => {
    const { log, lines } = recordingLog();
    const supervisor = new Supervisor({
      name: 'crashing',
      launch: nodeProcess('process.exit(3)', log),
      log,
      policy: { firstDelayMs: 10, maxDelayMs: 40, resetAfterMs: 60_000 },
    });
    await supervisor.start();
    await waitUntil('four restarts', () => supervisor.restarts >= 4);
    await supervisor.stop();
    const restarts = lines.filter((line) => line.msg === 'a cluster process exited; restarting it');
    assert.deepEqual(
      restarts.slice(0, 4).map((line) => line.restartInMs),
      [10, 20, 40, 40],
    );
    assert.equal(restarts[0]!.exited, 'code 3');
  });

  test('when a serving process is killed with SIGKILL, then it is back with a new pid', async () => {
    const { log } = recordingLog();
    const supervisor = new Supervisor({ name: 'server', launch: nodeProcess(SERVES_UNTIL_SIGTERM, log), log, policy: { firstDelayMs: 10 } });
    await supervisor.start();
    const killed = supervisor.pid!;
    process.kill(killed, 'SIGKILL');
    await waitUntil('a new process', () => supervisor.pid !== killed);
    assert.equal(supervisor.restarts, 1);
    await supervisor.stop();
  });

  test('when the supervisor is stopped, then the process gets SIGTERM, stops cleanly and is not started again', async () => {
    const { log, lines } = recordingLog();
    const readyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'lunchbox-supervisor-')), 'ready');
    let launched = 0;
    let exited: Promise<string> | undefined;
    const supervisor = new Supervisor({
      name: 'server',
      launch: async () => {
        launched += 1;
        const running = await nodeProcess(servesUntilSigterm(readyFile), log)();
        exited = running.exited;
        return running;
      },
      log,
      policy: { firstDelayMs: 0 },
    });
    await supervisor.start();
    await waitUntil('the process handles SIGTERM', () => existsSync(readyFile));
    assert.equal(await supervisor.stop(), true, 'the stop says it was clean');
    assert.equal(await exited, 'code 0');
    assert.equal(launched, 1);
    assert.equal(supervisor.restarts, 0);
    assert.deepEqual(
      lines.filter((line) => (line.level as number) >= 40),
      [],
    );
    rmSync(path.dirname(readyFile), { recursive: true, force: true });
  });

  test('when a process is replaced, then the new one is ready before the old one gets SIGTERM, and the old one is not started again', async () => {
    const { log } = recordingLog();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-supervisor-'));
    const runs: Array<{ readyFile: string; exited: Promise<string> }> = [];
    const supervisor = new Supervisor({
      name: 'server',
      launch: async () => {
        const readyFile = path.join(folder, `ready-${runs.length}`);
        const running = await nodeProcess(servesUntilSigterm(readyFile), log)();
        runs.push({ readyFile, exited: running.exited });
        return running;
      },
      log,
      policy: { firstDelayMs: 0 },
    });
    await supervisor.start();
    await waitUntil('the first process handles SIGTERM', () => existsSync(runs[0]!.readyFile));
    const oldPid = supervisor.pid;
    let oldRunningWhenNewReady = false;
    await supervisor.replace(async () => {
      await waitUntil('the new process handles SIGTERM', () => existsSync(runs[1]!.readyFile));
      oldRunningWhenNewReady = (await Promise.race([runs[0]!.exited, Promise.resolve('running')])) === 'running';
    });
    assert.ok(oldRunningWhenNewReady, 'the old process still served while the new one got ready');
    assert.equal(await runs[0]!.exited, 'code 0', 'the old process stopped cleanly');
    assert.notEqual(supervisor.pid, oldPid);
    assert.equal(supervisor.restarts, 0, 'the old one was not started again');
    assert.equal(runs.length, 2);
    await supervisor.stop();
    assert.equal(await runs[1]!.exited, 'code 0');
    rmSync(folder, { recursive: true, force: true });
  });

  test('when a process ignores SIGTERM past its time, then it is killed and its stop says it was not clean', async () => {
    const { log, lines } = recordingLog();
    const readyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'lunchbox-supervisor-')), 'ready');
    const ignoresSigterm = `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); require('node:fs').writeFileSync(${JSON.stringify(readyFile)}, 'ready');`;
    const running = spawnProcess(process.execPath, ['-e', ignoresSigterm], { cwd: process.cwd(), env: { PATH: process.env.PATH }, log, killAfterMs: 200 });
    await waitUntil('the process ignores SIGTERM', () => existsSync(readyFile));
    assert.equal(await running.stop(), false);
    assert.equal(await running.exited, 'signal SIGKILL');
    assert.deepEqual(
      lines.filter((line) => line.msg === 'a process did not stop cleanly').map((line) => line.exited),
      ['signal SIGKILL'],
    );
    rmSync(path.dirname(readyFile), { recursive: true, force: true });
  });
});
