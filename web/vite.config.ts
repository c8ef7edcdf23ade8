import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { parseWebEnv } from './src/config/env-schema.ts';
import { OFFLINE_QUERIES, OFFLINE_DATA_CACHE } from './src/config/offline-queries.ts';
import { prerenderPages } from './src/app/prerender-pages-plugin.ts';
import { firstQueries } from './src/app/first-queries-plugin.ts';
import { firstScreenChunks } from './src/app/first-screen-chunks-plugin.ts';
import { muiWithoutCssVariables } from './src/app/mui-without-css-variables-plugin.ts';
import { catalogueParts } from './src/lib/catalogue-parts-plugin.ts';
import { PRERENDERED_FOLDER } from './src/app/prerendered-page.ts';

// The gateway serves the built app and the API on one origin; in development the dev
// server forwards the API paths to it so cookies stay same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** Where graphql-codegen writes the precompiled documents (one file, every operation of the app). */
const GQL_ARTIFACTS = path.join(import.meta.dirname, 'src/gql/graphql.ts');
const GQL_DOCUMENT = 'virtual:gql-document/';

/**
 * Each precompiled GraphQL document as a module of its own: the babel plugin below imports them all
 * from one generated file, which Rollup would keep whole in the chunk every screen shares, so that
 * the first page carried the admin area's operations too (as would a feature's api module importing
 * its documents from there). Split, each travels with its screen.
 */
function splitGqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  const documentsByName = () =>
    (documents ??= new Map(
      [...readFileSync(GQL_ARTIFACTS, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(([, name, ast]) => [
        name!,
        ast!,
      ]),
    ));
  return {
    name: 'lunchbox:split-gql-documents',
    enforce: 'post',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || id === GQL_ARTIFACTS) return undefined;
      // One import per document, whether the babel plugin wrote it or an api module names several.
      const split = code.replace(/import \{ ([\w\s,]+) \} from "[^"]*gql\/graphql(?:\.ts)?";/g, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import { ${name} } from "${GQL_DOCUMENT}${name}";`)
          .join('\n'),
      );
      return split === code ? undefined : { code: split, map: null };
    },
    resolveId: (source) => (source.startsWith(GQL_DOCUMENT) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${GQL_DOCUMENT}`)) return undefined;
      const name = id.slice(GQL_DOCUMENT.length + 1);
      const ast = documentsByName().get(name);
      if (!ast) this.error(`${name} is not in ${GQL_ARTIFACTS}: run the GraphQL code generator`);
      return `export const ${name} = ${ast};`;
    },
  };
}

/** The compressed copies the gateway sends to browsers that accept them; never worth it for tiny files. */
const COMPRESSED_FROM_BYTES = 1024;

/**
 * The service worker's registration, on the server: no worker, nothing to update (the update bar is
 * drawn hidden, as the browser's first render draws it).
 */
function noServiceWorkerOnServer(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'lunchbox:no-service-worker-on-server',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? 'const noop = () => undefined; export function useRegisterSW() { return { needRefresh: [false, noop], offlineReady: [false, noop], updateServiceWorker: async () => undefined }; }'
        : undefined,
  };
}

/** The checked settings, as the app reads them (src/config/env.ts); a bad one stops here. */
const appEnv = (mode: string) => ({ __LUNCHBOX_ENV__: JSON.stringify(parseWebEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) });

/** How the app's own sources are turned into modules, the same for the browser's build and the server's. */
const appSourcePlugins = (): Plugin[] => [
  // Each graphql(`…`) call becomes an import of its own precompiled document (web/src/gql), so a
  // page ships only the operations it uses instead of the whole generated map.
  react({ babel: { plugins: [[babelOptimizerPlugin, { artifactDirectory: path.join(import.meta.dirname, 'src/gql'), gqlTagName: 'graphql' }]] } }),
  splitGqlDocuments(),
  muiWithoutCssVariables(),
  // The catalogues in parts: a first visit downloads the texts of the first pages only.
  catalogueParts(),
];

/** Where the SSR build (`vite build --ssr`) writes the gateway's drawing of signed-in pages (src/app/signed-in-page.ts). */
const SERVER_OUT_DIR = 'dist-server';

/**
 * The SSR build: src/app/signed-in-render.tsx for the gateway to import, every library bundled in (no
 * module format left to Node's resolution), no browser-only step (the service worker, the prerender, compression).
 */
const serverBuild = (mode: string) => ({
  define: {
    ...appEnv(mode),
    // The libraries' production code, as the browser's build has it (Vite fixes NODE_ENV there, not in an SSR build): left to
    // the gateway's own environment, emotion labelled each class with its component (css-1x2y3z-MuiTypography-root), so the
    // browser, whose names have no label, found none of the drawn page's rules and inserted them all again as it adopted the page.
    'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production'),
  },
  plugins: [...appSourcePlugins(), noServiceWorkerOnServer()],
  publicDir: false as const,
  ssr: { noExternal: true, target: 'node' as const },
  build: {
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    ssr: 'src/app/signed-in-render.tsx',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { format: 'es' as const, entryFileNames: 'signed-in-render.js' } },
  },
});

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild(mode)
    : {
        define: appEnv(mode),
        plugins: [
          ...appSourcePlugins(),
          // Signed-out first frames of the pages most often opened first, painted from the HTML (src/app/prerendered-page.ts).
          prerenderPages(),
          // A signed-in page's first GraphQL requests, for the entry to send while the app's code downloads (src/lib/early-answers.ts).
          // After the prerender: the pages drawn for a signed-out visitor start on the light client without them.
          firstQueries(),
          // And the files of its first screen, for the entry to preload alongside the app's (src/app/first-screen-code.ts).
          firstScreenChunks(),
          VitePWA({
            // A new version waits for the parent's "Reload" (web/src/app/shell/update-prompt.tsx) instead of
            // changing under them mid-order; the app registers the worker itself, so index.html stays free of inline script.
            registerType: 'prompt',
            injectRegister: null,
            manifest: {
              name: 'Lunchbox',
              short_name: 'Lunchbox',
              description: 'Order fresh, nutritious school lunches for your children, one weekday at a time.',
              lang: 'en',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              background_color: '#fffaf5',
              theme_color: '#e65100',
              icons: [
                { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            includeManifestIcons: false,
            workbox: {
              sourcemap: false,
              // The app shell: every built file (not the precompressed copies, which the gateway picks itself).
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
              // The prerendered pages go to signed-out first visits from the network; the worker answers with index.html.
              globIgnores: ['**/*.map', '**/*.br', '**/*.gz', `${PRERENDERED_FOLDER}/**`],
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/^\/api\//, /^\/graphql/, /^\/robots\.txt$/, /^\/healthz$/, /^\/readyz$/],
              // Hashed file names already tell versions apart; the query string would only defeat the cache.
              dontCacheBustURLsMatching: /\/assets\/.+-[\w-]{8}\./,
              cleanupOutdatedCaches: true,
              runtimeCaching: [
                {
                  // The weeks' menu, the session and the children's upcoming lunches: fresh when online, the last answer offline.
                  // A regular expression, not a function: Workbox copies it into sw.js, where no imports exist.
                  urlPattern: new RegExp(`/graphql\\?(.*&)?operationName=(${OFFLINE_QUERIES.join('|')})(&|$)`),
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: OFFLINE_DATA_CACHE,
                    networkTimeoutSeconds: 10,
                    expiration: { maxEntries: 40, maxAgeSeconds: 14 * 24 * 60 * 60 },
                    cacheableResponse: { statuses: [200] },
                  },
                },
              ],
            },
          }),
          compression({
            algorithms: ['gzip', 'brotliCompress'],
            include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
            threshold: COMPRESSED_FROM_BYTES,
            logLevel: 'silent',
          }),
        ],
        server: {
          port: 5173,
          proxy: {
            '/graphql': { target: gateway, changeOrigin: true },
            '/api': { target: gateway, changeOrigin: true },
          },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Maps for error reports stay on the build machine: no sourceMappingURL comment, and the gateway never serves them.
          sourcemap: 'hidden',
          // Terser, two passes: some 6 KB (brotli) less than esbuild's minifier on a phone's first visit (issue 34),
          // for a slower build that `npm start` repeats only when the sources changed.
          minify: 'terser',
          terserOptions: { compress: { passes: 2 }, format: { comments: false } },
          // The bench (infra/bench/web-bench.ts) reads which chunks each entry pulls in.
          manifest: true,
          rollupOptions: {
            output: {
              // The libraries every screen needs change less often than the app: their own files stay cached
              // between releases. The rest (MUI's components, forms, zod) is split along the routes by Rollup,
              // so a screen's parts arrive with it and not with the first page.
              manualChunks(id) {
                if (!id.includes('node_modules')) return undefined;
                // Apollo's error classes and graphql's printer serve the light client of a signed-out first page too
                // (src/lib/data-layer.ts), which must not bring the rest of Apollo Client: a chunk of their own.
                if (/[\\/]node_modules[\\/](@apollo[\\/]client[\\/]errors|graphql[\\/](language|jsutils))[\\/]/.test(id)) return 'graphql-common';
                if (/[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism)[\\/]/.test(id)) return 'apollo';
                if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
                return undefined;
              },
            },
            onwarn(warning, warn) {
              // zod ships comments Rollup cannot place; harmless, and not ours to fix.
              if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
              warn(warning);
            },
          },
        },
      },
);
