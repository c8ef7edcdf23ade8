import { spawn } from 'node:child_process';
import type { Logger } from 'pino';

/** One run of a supervised process. */
export interface RunningProcess {
  pid: number | undefined;
  /** The port it serves on, when it has one the cluster chose for it. */
  port?: number;
  /** Resolves (with how it ended) when the process has exited, whoever ended it. */
  exited: Promise<string>;
  /** Deliberate, graceful stop; whether the process ended by itself (not killed when it overran its time). */
  stop(): Promise<boolean>;
}

export interface RestartPolicy {
  /** Wait before the first restart; it doubles with each exit that follows quickly (default 100 ms). */
  firstDelayMs: number;
  /** The longest wait between restarts (default 30 s). */
  maxDelayMs: number;
  /** A process that ran this long before exiting is restarted after the first delay again (default 10 s). */
  resetAfterMs: number;
}

const DEFAULT_POLICY: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 30_000, resetAfterMs: 10_000 };

/**
 * Keeps one process running the way Compose's `restart: unless-stopped` does: whenever it exits
 * other than by `stop()`, it is started again after a delay that doubles while it keeps failing
 * (Docker's back-off), so one crashed service comes back without taking the others down.
 */
export interface SupervisorOptions {
  name: string;
  /** Starts one run of the process; resolves once it is started. */
  launch: () => Promise<RunningProcess>;
  log: Logger;
  /** Called after each (re)start, e.g. to record its pid. */
  onStarted?: (running: RunningProcess) => void;
  policy?: Partial<RestartPolicy>;
}

export class Supervisor {
  readonly name: string;
  private readonly options: SupervisorOptions;
  private readonly policy: RestartPolicy;
  private current: RunningProcess | undefined;
  private stopping = false;
  private quickExits = 0;
  private replacing = false;
  private timer: NodeJS.Timeout | undefined;
  /** How many times it was restarted after an exit. */
  restarts = 0;

  constructor(options: SupervisorOptions) {
    this.name = options.name;
    this.options = options;
    this.policy = { ...DEFAULT_POLICY, ...options.policy };
  }

  /** The first start; its failure is the caller's (a cluster that cannot start should say so and stop). */
  async start(): Promise<void> {
    await this.run();
  }

  get pid(): number | undefined {
    return this.current?.pid;
  }

  get port(): number | undefined {
    return this.current?.port;
  }

  private async run(): Promise<void> {
    const startedAt = Date.now();
    const running = await this.options.launch();
    if (this.stopping) {
      // stop() came while this (re)start was under way.
      await running.stop();
      return;
    }
    this.adopt(running, startedAt);
  }

  /** `running` is the process from now on: its exit (other than by stop or replace) starts it again. */
  private adopt(running: RunningProcess, startedAt: number): void {
    this.current = running;
    this.options.onStarted?.(running);
    void running.exited.then((how) => {
      if (this.current === running) this.exitedAfter(Date.now() - startedAt, how);
    });
  }

  /**
   * A rolling deploy's step: a new process is started beside the running one, and only once `ready`
   * says it serves (and whoever sends it requests knows it) is the old one stopped, gracefully. If
   * the new one never gets ready, it is stopped and the old one keeps running.
   */
  async replace(ready: (running: RunningProcess) => Promise<void>): Promise<void> {
    if (this.stopping || this.replacing) return;
    this.replacing = true;
    try {
      const old = this.current;
      const startedAt = Date.now();
      const running = await this.options.launch();
      try {
        await Promise.race([
          ready(running),
          running.exited.then((how) => {
            throw new Error(`the new ${this.name} exited (${how}) before it was ready`);
          }),
        ]);
      } catch (error) {
        await running.stop();
        throw error;
      }
      if (this.timer) {
        // The old one had died meanwhile and was waiting to be started again: the new one takes its place.
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      this.adopt(running, startedAt);
      if (this.stopping) await running.stop();
      await old?.stop();
    } finally {
      this.replacing = false;
    }
  }

  private exitedAfter(ranMs: number, how: string): void {
    if (this.stopping) return;
    if (ranMs >= this.policy.resetAfterMs) this.quickExits = 0;
    const delayMs = Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** this.quickExits);
    this.quickExits += 1;
    // A warning: the supervisor brings the process back; a restart that fails is the error below.
    this.options.log.warn({ process: this.name, exited: how, ranMs, restartInMs: delayMs }, 'a cluster process exited; restarting it');
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.stopping) return;
      this.restarts += 1;
      this.run().catch((error: unknown) => {
        this.options.log.error({ process: this.name, err: error }, 'a cluster process could not be restarted');
        this.exitedAfter(0, 'failed to start');
      });
    }, delayMs);
  }

  /** Whether its process stopped cleanly (or none was running). */
  async stop(): Promise<boolean> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    return (await this.current?.stop()) ?? true;
  }
}

/**
 * A child process stopped by SIGTERM (its own graceful stop has its drain and its grace time), then SIGKILL if
 * it is still there a little after that (`killAfterMs`).
 */
export function spawnProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: Logger; killAfterMs?: number },
): RunningProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    // A command that cannot be spawned at all emits 'error' and no 'exit'.
    child.once('error', (error) => resolve(`not started: ${error.message}`));
  });
  return {
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return true;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 11_000);
      const how = await exited;
      clearTimeout(kill);
      if (how === 'code 0') return true;
      options.log.warn({ command: args.at(-1) ?? command, exited: how }, 'a process did not stop cleanly');
      return false;
    },
  };
}
