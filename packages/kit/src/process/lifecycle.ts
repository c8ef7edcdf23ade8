import type { Logger } from 'pino';

export interface SignalledStop {
  /**
   * Before `stop`: the process says it is leaving (its /readyz turns 503) and keeps serving for
   * `drainMs`, until whoever sends it requests (the gateways' replica pools, a load balancer) has
   * noticed and sends the next ones elsewhere. Only then does `stop` close the listener.
   */
  leave?: { drainMs: number; start(): void };
  /** How long the stop itself may take before the process exits anyway (SHUTDOWN_GRACE_MS; default 10 s). */
  graceMs?: number;
}

/**
 * Graceful shutdown for a process: on SIGINT/SIGTERM leave the pools (when `leave` is given), then
 * run `stop` once (stop taking requests, finish the ones in flight, drain consumers, close pools),
 * then exit; a second signal or a stop that hangs exits at once.
 */
export function runUntilSignalled(log: Logger, stop: () => Promise<void>, options: SignalledStop = {}): void {
  let stopping = false;
  const graceMs = options.graceMs ?? 10_000;
  const drainMs = options.leave?.drainMs ?? 0;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal, drainMs }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + graceMs).unref();
    options.leave?.start();
    new Promise((resolve) => setTimeout(resolve, drainMs)).then(stop).then(
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
