import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app and the API on one origin; in development the dev
// server forwards the API paths to it so cookies stay same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached between releases.
        // 'vendor' (react, router, forms...) imports neither 'mui' nor 'apollo', so no chunk cycles.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
          if (/[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism)[\\/]/.test(id)) return 'apollo';
          if (/[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
          return 'vendor';
        },
      },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
