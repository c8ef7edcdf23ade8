import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the whole system once for the run, in its own process (so Playwright's loader never has
 * to load our services), and hands its address and data folder to the scenarios by environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/test/serve-test-system.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ url: string; dataDir: string }>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the test system did not start within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.once('exit', (code) => reject(new Error(`the test system exited early with code ${code}`)));
  });
  process.env.E2E_BASE_URL = ready.url;
  process.env.E2E_DATA_DIR = ready.dataDir;
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
