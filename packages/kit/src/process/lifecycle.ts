import type { Logger } from 'pino';

/**
 * Graceful shutdown for a process: on SIGINT/SIGTERM run `stop` once (stop taking requests, drain
 * consumers, close pools), then exit; a second signal or a stop that hangs exits at once.
 */
export function runUntilSignalled(log: Logger, stop: () => Promise<void>, graceMs = 10_000): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
