import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` and `npm run cluster` build the web app and GraphiQL only when what feeds them changed
 * since their last build: a restart of the product then takes seconds instead of half a minute.
 * `npm run build:web` stays the unconditional build (tests and CI).
 */

/** One Vite build, and what it reads. */
export interface BuildTarget {
  name: string;
  /** The folder it writes (relative to the repository root); the stamp of its inputs is kept in it. */
  output: string;
  /** A file every finished build leaves in the output. */
  builtWhen: string;
  /** Folders and files that feed it (relative to the root), as git pathspecs. */
  inputs: string[];
  /** Paths among those that do not feed it (tests). */
  notInputs?: RegExp;
  /** Files git ignores that the build still reads (Vite's .env files). */
  ignoredInputs?: string[];
  /** The environment variables the build reads. */
  envNames?: RegExp;
  command: [string, ...string[]];
}

/** The file beside the build that holds the hash of the inputs it was built from. */
export const STAMP_FILE = '.build-inputs.sha256';

/** What Vite hands the app (`VITE_…`), and the mode a build of the other NODE_ENV would take. */
const VITE_ENV = /^(VITE_\w+|NODE_ENV)$/;

const viteEnvFiles = (folder: string) => ['.env', '.env.local', '.env.production', '.env.production.local'].map((file) => `${folder}/${file}`);

/**
 * The web app (web/vite.config.ts): its sources, the domain and contracts packages it imports, the i18n catalogues among them.
 * Its build ends with the gateway's drawing of signed-in pages (web/dist-server, `vite build --ssr`): built when that is there.
 */
export const WEB_APP: BuildTarget = {
  name: 'web app',
  output: 'web/dist',
  builtWhen: 'web/dist-server/signed-in-render.js',
  inputs: [
    'web/src',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'web/package.json',
    'web/tsconfig.json',
    'packages/domain/src',
    'packages/domain/package.json',
    'packages/contracts/src',
    'packages/contracts/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ],
  notInputs: /(\.test\.tsx?$|^web\/src\/testing\/|__snapshots__\/)/,
  ignoredInputs: viteEnvFiles('web'),
  envNames: VITE_ENV,
  command: ['npm', 'run', 'build', '-w', '@lunchbox/web'],
};

/** GraphiQL (gateway/graphiql/vite.config.ts), bundled from the graphiql package into gateway/dist/graphiql. */
export const GRAPHIQL: BuildTarget = {
  name: 'GraphiQL',
  output: 'gateway/dist/graphiql',
  builtWhen: 'gateway/dist/graphiql/index.html',
  inputs: ['gateway/graphiql', 'gateway/package.json', 'tsconfig.base.json', 'package-lock.json'],
  ignoredInputs: viteEnvFiles('gateway/graphiql'),
  envNames: VITE_ENV,
  command: ['npm', 'run', 'build', '-w', '@lunchbox/gateway'],
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Every file under the inputs, without git (an unpacked archive): all but node_modules and dist. */
function walk(root: string, inputs: string[]): string[] {
  return inputs.flatMap((input) => {
    const full = path.join(root, input);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [input];
    return readdirSync(full, { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(input, file.split(path.sep).join('/')))
      .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file));
  });
}

/** The files that feed a build, sorted: what git tracks or would track (untracked but not ignored), plus the ignored ones it reads. */
export function inputFiles(root: string, target: BuildTarget): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...target.inputs], { cwd: root, encoding: 'utf8' });
  const listed = git.status === 0 ? git.stdout.split('\0').filter(Boolean) : walk(root, target.inputs);
  const files = [...listed, ...(target.ignoredInputs ?? [])]
    // A tracked file deleted from the work tree is listed by git but feeds nothing.
    .filter((file) => !target.notInputs?.test(file) && isFile(path.join(root, file)));
  return [...new Set(files)].sort();
}

/** SHA-256 over each input's path and content, the build's environment variables and its command. */
export function inputsHash(root: string, target: BuildTarget, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hash.update(`command\0${target.command.join(' ')}\n`);
  for (const file of inputFiles(root, target)) {
    const content = readFileSync(path.join(root, file));
    hash.update(`file\0${file}\0${content.length}\0`);
    hash.update(content);
  }
  const variables = Object.keys(env).filter((name) => target.envNames?.test(name));
  for (const name of variables.sort()) hash.update(`env\0${name}\0${env[name]}\n`);
  return hash.digest('hex');
}

/** Runs a command in the root with the terminal attached, so Vite's progress shows; rejects when it fails. */
export function runCommand([command, ...args]: [string, ...string[]], root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Whether the target's output is a finished build of the inputs whose hash is given (the stamp beside it says so). */
export function isBuiltFrom(root: string, target: BuildTarget, hash: string): boolean {
  const stamp = path.join(root, target.output, STAMP_FILE);
  return existsSync(path.join(root, target.builtWhen)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export interface BuildOptions {
  root: string;
  env?: NodeJS.ProcessEnv;
  run?: (command: [string, ...string[]], root: string) => Promise<void>;
  print?: (line: string) => void;
  /** Build even when the stamp matches (`npm run build:web`), and write the stamp all the same. */
  always?: boolean;
}

/** Builds the target unless its output was built from the same inputs; the stamp is written only once the build succeeded. */
export async function buildIfChanged(target: BuildTarget, options: BuildOptions): Promise<'up to date' | 'built'> {
  const { root, env = process.env, run = runCommand, print = console.log, always = false } = options;
  const hash = inputsHash(root, target, env);
  const stamp = path.join(root, target.output, STAMP_FILE);
  const built = existsSync(path.join(root, target.builtWhen));
  if (!always && isBuiltFrom(root, target, hash)) {
    print(`${target.name}: up to date (${target.output})`);
    return 'up to date';
  }
  const reason = always ? 'asked to' : !built ? 'not built yet' : existsSync(stamp) ? 'inputs changed' : 'no record of the inputs it was built from';
  print(`${target.name}: building into ${target.output} (${reason})`);
  await run(target.command, root);
  // Hashed before the build: a source edited while it ran makes the next start build again.
  writeFileSync(stamp, `${hash}\n`);
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  try {
    const always = process.argv.includes('--always');
    for (const target of [WEB_APP, GRAPHIQL]) await buildIfChanged(target, { root, always });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
