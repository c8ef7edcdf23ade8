import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import boundaries from 'eslint-plugin-boundaries';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The parts of the repository that the boundary rules talk about (DESIGN.md "Layout"). Matched
 * against the path from the repository root; the first descriptor that matches names the file.
 */
const elements = [
  { type: 'contracts', pattern: 'packages/contracts/**', mode: 'full' },
  { type: 'domain', pattern: 'packages/domain/**', mode: 'full' },
  { type: 'kit', pattern: 'packages/kit/**', mode: 'full' },
  { type: 'service', pattern: 'services/*/**', mode: 'full', capture: ['service'] },
  { type: 'gateway', pattern: 'gateway/**', mode: 'full' },
  { type: 'web-feature', pattern: 'web/src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web-ui', pattern: 'web/src/ui/**', mode: 'full' },
  { type: 'web-lib', pattern: 'web/src/lib/**', mode: 'full' },
  { type: 'web-app', pattern: 'web/src/app/**', mode: 'full' },
  { type: 'web', pattern: 'web/**', mode: 'full' },
  { type: 'infra', pattern: 'infra/**', mode: 'full' },
];

const deployables = ['service', 'gateway', 'web-feature', 'web-ui', 'web-lib', 'web-app', 'web'];

/**
 * Who may not import whom. Everything not named here is allowed; the rules keep deployables apart
 * (STYLE.md 1) and keep the code flowing shared → features → app in the web app.
 */
const boundaryRules = [
  // Libraries never reach into a deployable.
  { from: ['contracts', 'domain', 'kit'], disallow: deployables },
  // contracts and domain stand alone; kit builds on them.
  { from: ['contracts'], disallow: ['domain', 'kit'] },
  { from: ['domain'], disallow: ['contracts', 'kit'] },
  // A service talks to the others through events and the graph, never through their code.
  { from: ['service'], disallow: [['service', { service: '!{{ from.service }}' }], 'gateway', 'web-feature', 'web-ui', 'web-lib', 'web-app', 'web'] },
  // The gateway federates the services over HTTP; it never imports the web app's code.
  { from: ['gateway'], disallow: ['web-feature', 'web-ui', 'web-lib', 'web-app', 'web'] },
  // The web app runs in the browser: no server code.
  { from: ['web-feature', 'web-ui', 'web-lib', 'web-app', 'web'], disallow: ['service', 'gateway', 'kit'] },
  // It may name the contracts' shapes (the user, the session) but never run their code.
  { from: ['web-feature', 'web-ui', 'web-lib', 'web-app', 'web'], disallow: ['contracts'], importKind: 'value' },
  // Features are independent of each other; shared UI and shared code (lib/) know no feature and no shell.
  { from: ['web-feature'], disallow: [['web-feature', { feature: '!{{ from.feature }}' }], 'web-app'] },
  { from: ['web-ui'], disallow: ['web-feature', 'web-app'] },
  { from: ['web-lib'], disallow: ['web-feature', 'web-app'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'web/dist/**',
      'web/dist-server/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      // Written by npm run codegen (infra/codegen/codegen.ts), never by hand.
      'web/src/gql/**',
      'services/*/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin, boundaries },
    settings: {
      // One resolver for both rules: workspace imports lead to the real files (see the resolver).
      'import/resolver': { [path.join(root, 'infra/eslint-import-resolver.cjs')]: {} },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'services/**', 'gateway/**', 'web/**', 'infra/**'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      // The kit is entered through the one subpath of each module its package.json declares; a
      // library's build internals are no API.
      'import/no-unresolved': ['error', { ignore: ['^(?!@lunchbox/kit)'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@lunchbox/kit$', message: 'Import the kit module you need, e.g. @lunchbox/kit/process/clock.' },
            { regex: '^@lunchbox/[^/]+/src/', message: "Import a workspace package through its package.json exports, not its src folder." },
            { regex: '^@[^/]+/[^/]+/dist/', message: "A package's dist folder is not its API." },
          ],
        },
      ],
      'boundaries/element-types': ['error', { default: 'allow', rules: boundaryRules }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Plain JavaScript here is configuration and tooling that runs on Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON answers of every shape; typing each one would say nothing the assertions don't.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
