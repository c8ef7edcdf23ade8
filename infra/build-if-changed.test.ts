import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from '@jest/globals';
import { buildIfChanged, inputFiles, inputsHash, STAMP_FILE, type BuildTarget } from './build-if-changed.ts';

const TARGET: BuildTarget = {
  name: 'app',
  output: 'app/dist',
  builtWhen: 'app/dist/index.html',
  inputs: ['app/src', 'app/index.html', 'lib/src', 'package-lock.json'],
  notInputs: /\.test\.ts$/,
  ignoredInputs: ['app/.env'],
  envNames: /^VITE_/,
  command: ['vite', 'build'],
};

let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A build that writes its output, as Vite would, and counts how often it ran. */
function fakeBuild() {
  const runs: string[][] = [];
  const run = async (command: [string, ...string[]]) => {
    runs.push(command);
    write('app/dist/index.html', '<!doctype html>');
  };
  return { runs, run };
}

const quiet = () => {};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-if-changed-'));
  spawnSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'dist/\n.env\n');
  write('app/src/main.ts', 'export const a = 1;');
  write('app/src/main.test.ts', 'test');
  write('app/index.html', '<div id="root"></div>');
  write('lib/src/money.ts', 'export const cents = 100;');
  write('package-lock.json', '{}');
  write('README.md', 'about the app');
  write('server/src/main.ts', 'listen()');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the inputs of a build', () => {
  test('when the files are listed, then they are the sources under the inputs, sorted, without tests, git-ignored files or other folders', () => {
    write('app/dist/old.js', 'built');
    write('app/.env', 'VITE_API=/api');
    write('app/.env.local', 'VITE_SECRET=ignored by the target');
    assert.deepEqual(inputFiles(root, TARGET), ['app/.env', 'app/index.html', 'app/src/main.ts', 'lib/src/money.ts', 'package-lock.json']);
  });

  test('when an input file changes, then the hash changes', () => {
    const before = inputsHash(root, TARGET, {});
    write('lib/src/money.ts', 'export const cents = 1000;');
    assert.notEqual(inputsHash(root, TARGET, {}), before);
  });

  test('when an input file is added or renamed, then the hash changes', () => {
    const before = inputsHash(root, TARGET, {});
    write('app/src/other.ts', '');
    const added = inputsHash(root, TARGET, {});
    assert.notEqual(added, before);
    rmSync(path.join(root, 'app/src/other.ts'));
    write('app/src/renamed.ts', '');
    assert.notEqual(inputsHash(root, TARGET, {}), added);
  });

  test('when a file that does not feed the build changes, then the hash stays', () => {
    const before = inputsHash(root, TARGET, {});
    write('README.md', 'more about the app');
    write('server/src/main.ts', 'listen(4000)');
    write('app/src/main.test.ts', 'another test');
    write('app/dist/index.html', 'a build');
    assert.equal(inputsHash(root, TARGET, {}), before);
  });

  test('when a variable the build reads changes, then the hash changes; another variable leaves it', () => {
    const before = inputsHash(root, TARGET, { VITE_API: '/api' });
    assert.notEqual(inputsHash(root, TARGET, { VITE_API: '/v2' }), before);
    assert.equal(inputsHash(root, TARGET, { VITE_API: '/api', PORT: '1' }), before);
  });

  test('when the folder is no git repository, then every file under the inputs but node_modules and dist counts', () => {
    rmSync(path.join(root, '.git'), { recursive: true });
    write('app/src/node_modules/x/index.js', '');
    write('app/dist/index.html', 'a build');
    assert.deepEqual(inputFiles(root, TARGET), ['app/index.html', 'app/src/main.ts', 'lib/src/money.ts', 'package-lock.json']);
  });
});

describe('building only when the inputs changed', () => {
  test('when nothing was built, then it builds and stamps the output with the hash of its inputs', async () => {
    const { runs, run } = fakeBuild();
    const lines: string[] = [];
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: (line) => lines.push(line) }), 'built');
    assert.deepEqual(runs, [['vite', 'build']]);
    assert.deepEqual(lines, ['app: building into app/dist (not built yet)']);
    assert.equal(readFileSync(path.join(root, 'app/dist', STAMP_FILE), 'utf8').trim(), inputsHash(root, TARGET, {}));
  });

  test('when the stamp matches the inputs, then it skips the build and says so', async () => {
    const { runs, run } = fakeBuild();
    await buildIfChanged(TARGET, { root, env: {}, run, print: quiet });
    const lines: string[] = [];
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: (line) => lines.push(line) }), 'up to date');
    assert.equal(runs.length, 1);
    assert.deepEqual(lines, ['app: up to date (app/dist)']);
  });

  test('when a build is asked for outright (npm run build:web), then it builds though the stamp matched, and stamps it for the next start', async () => {
    const { runs, run } = fakeBuild();
    await buildIfChanged(TARGET, { root, env: {}, run, print: quiet });
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: quiet, always: true }), 'built');
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: quiet }), 'up to date');
    assert.equal(runs.length, 2);
  });

  test('when an input changed since the stamp, then it builds again', async () => {
    const { runs, run } = fakeBuild();
    await buildIfChanged(TARGET, { root, env: {}, run, print: quiet });
    write('app/src/main.ts', 'export const a = 2;');
    const lines: string[] = [];
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: (line) => lines.push(line) }), 'built');
    assert.equal(runs.length, 2);
    assert.deepEqual(lines, ['app: building into app/dist (inputs changed)']);
  });

  test('when the output is gone though the stamp matched, then it builds again', async () => {
    const { runs, run } = fakeBuild();
    await buildIfChanged(TARGET, { root, env: {}, run, print: quiet });
    rmSync(path.join(root, 'app/dist/index.html'));
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: quiet }), 'built');
    assert.equal(runs.length, 2);
  });

  test('when the build fails, then no stamp is written and the next start builds again', async () => {
    const failing = async () => {
      write('app/dist/index.html', 'half a build');
      throw new Error('vite build failed (exit code 1)');
    };
    await assert.rejects(buildIfChanged(TARGET, { root, env: {}, run: failing, print: quiet }), /vite build failed/);
    const { runs, run } = fakeBuild();
    assert.equal(await buildIfChanged(TARGET, { root, env: {}, run, print: quiet }), 'built');
    assert.equal(runs.length, 1);
  });
});
