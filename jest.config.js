/**
 * The one jest configuration: the node tests (domain rules, services against the real PostgreSQL,
 * NATS and SMTP, whole-system tests through the gateway) and the web app's component tests in
 * jsdom. Jest runs in its native ECMAScript-module mode (`--experimental-vm-modules`, set by
 * `npm test`), and SWC strips the types, so the sources run as they are written: `.ts` extensions
 * on relative imports, workspace packages through their `exports`, `import.meta`.
 */

/** SWC keeps the modules as ECMAScript modules; it only removes types and compiles JSX. */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2023',
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      // `import … with { type: 'json' }` (the i18n catalogues) as Node reads it: SWC drops the attribute otherwise.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = { extensionsToTreatAsEsm: ['.ts', '.tsx'] };

/** @type {import('jest').Config} */
export default {
  // A database, a bus or a whole system starts in a hook; node's runner waited without limit, so
  // the limit is generous (the cluster under faults took almost 5 minutes at load 30): it only
  // stops a test that hangs.
  testTimeout: 600_000,
  // A worker told to stop starts exiting at once with nothing left open, but a worker whose heap
  // grew large (jest's ESM mode keeps each file's sandbox) can take longer than the default 500 ms
  // to exit on a loaded machine, and jest then reports a leak that is not there.
  workerGracefulExitTimeout: 3_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/infra'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
      setupFiles: ['<rootDir>/infra/test/jest-node-setup.ts'],
      globalSetup: '<rootDir>/infra/test/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/infra/test/jest-global-teardown.mjs',
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/web/jest-environment.js',
      roots: ['<rootDir>/web/src'],
      setupFiles: ['<rootDir>/web/src/testing/setup.ts'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(true) },
    },
  ],
};
