import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { loadOrCreateKeyPair } from '../auth/tokens.ts';
import { createBus } from '../messaging/bus-factory.ts';
import { startClockAt } from './clock.ts';
import { runUntilSignalled } from './lifecycle.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { loadObservabilitySettings, startObservability } from '../observability/observability.ts';
import type { RunningService, ServiceDeps } from './service.ts';

/** True when the module with this `import.meta.url` is the script node was asked to run. */
export function isEntryPoint(moduleUrl: string): boolean {
  return !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

interface ScriptEnv {
  DATABASE_URL?: string;
  NATS_URL?: string;
  NATS_STREAM_REPLICAS: number;
  TEST_NOW?: string;
  JWT_PUBLIC_KEY?: string;
  DATA_DIR: string;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_GRACE_MS: number;
}

/**
 * A service run on its own (local cluster, containers): its clock, logger, bus and keys built from
 * its validated settings, started on all interfaces, stopped gracefully on SIGINT/SIGTERM.
 */
export async function runServiceAlone(options: {
  name: string;
  env: ScriptEnv;
  port: number;
  start: (deps: ServiceDeps) => Promise<RunningService>;
}): Promise<void> {
  const { env } = options;
  // TEST_NOW is the instant this process was started (the cluster gives a process it starts later its own).
  startClockAt(env.TEST_NOW, performance.timeOrigin);
  const log = createLogger(options.name);
  // Observability: this process's traces and its own /metrics port (METRICS_PORT).
  const observability = await startObservability(options.name, loadObservabilitySettings());
  if (!env.DATABASE_URL) throw new Error(`DATABASE_URL is required to run the ${options.name} service on its own`);
  const publicKey = env.JWT_PUBLIC_KEY ?? loadOrCreateKeyPair(env.DATA_DIR).publicKey;
  const bus = await createBus({ natsUrl: env.NATS_URL, natsReplicas: env.NATS_STREAM_REPLICAS, log });
  const service = await options.start({ databaseUrl: env.DATABASE_URL, bus, publicKey, log, port: options.port, host: '0.0.0.0' });
  runUntilSignalled(
    log,
    async () => {
      await service.stop();
      await bus.close();
      await observability.stop();
    },
    { leave: { drainMs: env.SHUTDOWN_DRAIN_MS, start: () => service.leave() }, graceMs: env.SHUTDOWN_GRACE_MS },
  );
}

type RunAloneOptions = Parameters<typeof runServiceAlone>[0];

/**
 * A service's main module ends with this: when node was asked to run that module, the settings are
 * read from the environment (failing on any bad one) and the service runs on its own; when the module
 * is only imported (the embedded default, tests) nothing happens.
 */
export async function runWhenEntryPoint<S extends z.ZodType<ScriptEnv>>(
  moduleUrl: string,
  envSchema: S,
  options: (env: Readonly<z.output<S>>) => RunAloneOptions,
): Promise<void> {
  if (!isEntryPoint(moduleUrl)) return;
  await runServiceAlone(options(loadConfig(envSchema)));
}
