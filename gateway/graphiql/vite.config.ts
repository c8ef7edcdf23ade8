import { defineConfig } from 'vite';

/**
 * GraphiQL for GET /graphql, bundled from the graphiql package into gateway/dist/graphiql so the
 * page needs no CDN. Its Monaco editor runs in web workers, which Vite emits as files of their own
 * (same origin, allowed by the gateway's Content-Security-Policy).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphiql/',
  esbuild: { jsx: 'automatic' },
  worker: { format: 'es' },
  build: {
    outDir: '../dist/graphiql',
    emptyOutDir: true,
    // The editor is large by nature; it is loaded only by people who open GraphiQL.
    chunkSizeWarningLimit: 5_000,
    rollupOptions: {
      // graphiql's modules start with React's 'use client', which means nothing in a plain bundle;
      // a hundred such notices would bury the build's progress.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
