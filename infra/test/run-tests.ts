/**
 * `npm test`: every *.test.ts of the workspace, and the web app's component tests (*.test.tsx),
 * under jest against one embedded PostgreSQL, then the browser tests.
 * Usage: npm test [-- [--no-e2e] [filter ...]]
 * A filter keeps the test files whose path contains it; with filters the browser tests are skipped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { startEmbeddedPostgres, THROWAWAY_POSTGRES_FLAGS, type EmbeddedPostgresServer } from '@lunchbox/kit/db/embedded-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const noE2e = args.includes('--no-e2e');
const filters = args.filter((arg) => !arg.startsWith('--'));

/** Where test files live, relative to the root; `*` is one folder level. */
const TEST_ROOTS = ['packages/*/src', 'services/*/test', 'services/*/src', 'gateway/test', 'gateway/src', 'infra', 'web/src'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'web', 'dist', 'data', '.git']);
const TEST_FILE = /\.test\.tsx?$/;

function expandRoot(pattern: string): string[] {
  const parts = pattern.split('/');
  let folders = [root];
  for (const part of parts) {
    const next: string[] = [];
    for (const folder of folders) {
      if (part === '*') {
        if (!fs.existsSync(folder)) continue;
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) next.push(path.join(folder, entry.name));
        }
      } else if (fs.existsSync(path.join(folder, part))) {
        next.push(path.join(folder, part));
      }
    }
    folders = next;
  }
  return folders;
}

function walk(folder: string, found: Set<string>): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.isFile() && TEST_FILE.test(entry.name)) found.add(path.relative(root, full));
  }
}

function findTestFiles(): string[] {
  const found = new Set<string>();
  for (const pattern of TEST_ROOTS) for (const folder of expandRoot(pattern)) walk(folder, found);
  const files = [...found].sort();
  return filters.length === 0 ? files : files.filter((file) => filters.some((filter) => file.includes(filter)));
}

/** The commands running now, each the leader of its own process group. */
const running = new Set<ReturnType<typeof spawn>>();

/**
 * Runs a command in a process group of its own, so that a stop reaches the test workers and the
 * servers they started too. With `quiet`, its output is held and printed in one piece when it
 * ends, so commands that run side by side do not interleave their lines.
 */
function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv, options: { quiet?: boolean; label?: string } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      running.delete(child);
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    const started = Date.now();
    child.on('close', (code, signal) => {
      running.delete(child);
      if (output) process.stdout.write(output);
      // Each step's time, so a run that grows slower says where.
      console.log(`${options.label ?? [command, ...commandArgs].join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Jest in its native ECMAScript-module mode (jest.config.js), two files at a time as the machines
 * have two cores; it ends with one 'N passed, N failed' line, read from jest's JSON summary.
 */
async function runJest(files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lunchbox-jest-')), 'summary.json');
  const jest = path.join(root, 'node_modules/jest/bin/jest.js');
  const code = await run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      jest,
      '--maxWorkers=2',
      '--json',
      `--outputFile=${summaryFile}`,
      '--runTestsByPath',
      ...files,
    ],
    env,
    { label: 'jest' },
  );
  if (fs.existsSync(summaryFile)) {
    const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      testResults: Array<{ name: string; startTime: number; endTime: number }>;
    };
    // The slowest files, so a run that grows longer says where.
    const slowest = summary.testResults
      .map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    console.log(`jest's slowest files:\n${slowest.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`).join('\n')}`);
    console.log(`jest: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
  }
  fs.rmSync(path.dirname(summaryFile), { recursive: true, force: true });
  return code;
}

async function main(): Promise<number> {
  const files = findTestFiles();
  if (files.length === 0) {
    console.error(filters.length > 0 ? `no test file matches ${filters.join(', ')}` : 'no test files found');
    return 1;
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunchbox-test-run-'));
  let postgres: EmbeddedPostgresServer | undefined;
  const stopAll = async (): Promise<void> => {
    await postgres?.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    postgres = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of running) if (child.pid) process.kill(-child.pid, signal);
      void stopAll().finally(() => process.exit(130));
    });
  }

  try {
    const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
    postgres = await startEmbeddedPostgres({ dataDir, log, persistent: false, postgresFlags: THROWAWAY_POSTGRES_FLAGS });
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', TEST_DATABASE_URL: postgres.adminUrl };
    console.log(`PostgreSQL for tests on port ${postgres.port}; ${files.length} test file(s)`);

    const failures: string[] = [];
    // Types and lint first: they take seconds and say more precisely what is wrong than a failing test.
    // Side by side: each is one single-threaded process, and the machines have two cores.
    const checks: Array<[string, string, string[]]> = [
      ['types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
      ['web types', 'npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']],
      ['lint', 'npx', ['eslint', '.']],
      ['import cycles', 'npm', ['run', '--silent', 'lint:cycles']],
    ];
    if (filters.length === 0) {
      const codes = await Promise.all(checks.map(([, command, commandArgs]) => run(command, commandArgs, env, { quiet: true })));
      checks.forEach(([name], index) => codes[index] !== 0 && failures.push(name));
    }
    const unitCode = await runJest(files, env);
    if (unitCode !== 0) failures.push('jest tests');

    const playwrightConfig = path.join(root, 'web/playwright.config.ts');
    if (!noE2e && filters.length === 0 && fs.existsSync(playwrightConfig)) {
      // The scenarios drive the app the gateway serves, so they need the current build of it.
      const buildCode = await run('npm', ['run', 'build:web'], { ...env, NODE_ENV: 'production' });
      const e2eCode = buildCode === 0 ? await run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts'], env) : buildCode;
      if (e2eCode !== 0) failures.push('browser tests');
    }

    if (failures.length > 0) {
      console.error(`failed: ${failures.join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    await stopAll();
  }
}

process.exit(await main());
