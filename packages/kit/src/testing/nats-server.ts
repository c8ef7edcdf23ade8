import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface NatsServer {
  /** nats:// URL of the server. */
  url: string;
  port: number;
  pid: number | undefined;
  /** Resolves when the server process has ended, whoever ended it. */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL if it is still there 5 s later; whether it ended by itself. */
  stop(): Promise<boolean>;
}

export interface NatsServerOptions {
  /** Default: a free port. A server restarted on the same port lets its clients reconnect by themselves. */
  port?: number;
  /**
   * Where JetStream keeps its streams; kept when the server stops, so a server started again on it has
   * every event it had. Default: a temporary folder of its own, deleted on stop (tests).
   */
  storeDir?: string;
  /**
   * One node of a JetStream cluster on this machine: its name, its route port and the route URLs of
   * every node (its own included, which nats-server skips). Three of them with streams of three
   * replicas survive one node lost, and keep every accepted event through two.
   */
  cluster?: { name: string; serverName: string; port: number; routes: string[] };
}

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Starts a real nats-server with JetStream. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<NatsServer> {
  if (options.port !== undefined) return startOn(options.port, options);
  // A free port can be taken by another test's server between the check and nats-server's bind:
  // then it is tried again on another, as the gateway's start does.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOn(port: number, options: NatsServerOptions): Promise<NatsServer> {
  const keepStore = options.storeDir !== undefined;
  const storeDir = options.storeDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lunchbox-test-nats-'));
  fs.mkdirSync(storeDir, { recursive: true });
  const removeStore = (): void => {
    if (!keepStore) fs.rmSync(storeDir, { recursive: true, force: true });
  };
  const clusterArgs = options.cluster
    ? [
        '--server_name',
        options.cluster.serverName,
        '--cluster_name',
        options.cluster.name,
        '--cluster',
        `nats://127.0.0.1:${options.cluster.port}`,
        '--routes',
        options.cluster.routes.join(','),
      ]
    : [];
  const child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir, ...clusterArgs], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (output.length < 20_000) output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = (): void => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
    removeStore();
  };
  process.once('exit', killOnExit);
  // A server restarted many times (the local cluster restarts a crashed one) must not pile up listeners.
  void exited.then(() => process.removeListener('exit', killOnExit));
  // The server must not keep a test process alive by itself.
  child.unref();
  (child.stderr as unknown as { unref(): void }).unref();

  let stopped = false;
  async function stop(): Promise<boolean> {
    if (stopped) return true;
    stopped = true;
    process.removeListener('exit', killOnExit);
    let killed = false;
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!child.pid || child.exitCode !== null) return;
        killed = true;
        process.kill(child.pid, 'SIGKILL');
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    removeStore();
    return !killed;
  }

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const message = `nats-server exited before accepting connections:\n${output}`;
      throw /address already in use/i.test(output) ? new PortTakenError(message) : new Error(message);
    }
    // JetStream is ready once the log says so; the port accepting a connection comes just before.
    if (output.includes('Server is ready') && (await accepts(port))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nats-server did not start on port ${port} within 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { url: `nats://127.0.0.1:${port}`, port, pid: child.pid, exited, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
