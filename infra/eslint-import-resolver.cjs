'use strict';
// The import resolver of the lint rules (import/no-cycle, boundaries/element-types), in plain
// JavaScript so that linting needs no native bindings. It resolves exactly what the boundary and
// cycle rules care about, our own code:
//   - relative imports (always with their extension in this repository),
//   - workspace imports such as `@lunchbox/kit/errors/app-error`, through each workspace's `exports` (an exact
//     entry first, then the "./*" pattern), to the real file, never to a node_modules symlink.
// Everything else (node builtins, npm packages) is reported as found without a path: those are
// outside every boundary and cannot take part in a cycle of ours.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** '@lunchbox/kit' -> { dir, exact: { './errors/app-error': './src/errors/app-error.ts' }, pattern: undefined }, from the root package.json's workspaces. */
function readWorkspaces() {
  const workspaces = new Map();
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const entry of rootManifest.workspaces ?? []) {
    const dirs = entry.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, entry.slice(0, -2)), { withFileTypes: true })
          .filter((item) => item.isDirectory())
          .map((item) => path.join(root, entry.slice(0, -2), item.name))
      : [path.join(root, entry)];
    for (const dir of dirs) {
      const manifestPath = path.join(dir, 'package.json');
      if (!fs.existsSync(manifestPath)) continue;
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
      const exportsMap = manifest.exports && typeof manifest.exports === 'object' ? manifest.exports : {};
      const pattern = exportsMap['./*'];
      if (manifest.name) workspaces.set(manifest.name, { dir, exact: exportsMap, pattern: typeof pattern === 'string' ? pattern : undefined });
    }
  }
  return workspaces;
}

let workspaces;

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

function existingFile(candidate) {
  for (const extension of extensions) {
    const file = candidate + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return fs.realpathSync(file);
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (source.startsWith('.') || path.isAbsolute(source)) {
      const found = existingFile(path.resolve(path.dirname(file), source));
      return found ? { found: true, path: found } : { found: false };
    }
    workspaces ??= readWorkspaces();
    for (const [name, { dir, exact, pattern }] of workspaces) {
      if (!source.startsWith(`${name}/`)) continue;
      const subpath = source.slice(name.length + 1);
      const target = typeof exact[`./${subpath}`] === 'string' ? exact[`./${subpath}`] : pattern?.replace('*', subpath);
      if (!target) return { found: false };
      const found = existingFile(path.join(dir, target));
      return found ? { found: true, path: found } : { found: false };
    }
    return { found: true, path: null };
  },
};
