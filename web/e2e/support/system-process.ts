import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SystemProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The whole system in a process of its own (infra/test/serve-test-system.ts), so that Playwright's
 * loader never has to load our services: the run's shared system (global-setup.ts), or one a
 * scenario needs with other settings (two-factor.spec.ts: REQUIRE_ADMIN_2FA=true).
 */
export async function startSystemProcess(env: NodeJS.ProcessEnv): Promise<SystemProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/test/serve-test-system.ts'], {
    cwd: repoRoot,
    env: { ...env, NODE_ENV: 'test', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
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
  return {
    ...ready,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
