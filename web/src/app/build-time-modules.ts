import { createServer, type ResolvedConfig } from 'vite';

/** Text made safe for an HTML attribute's double quotes (and for a title). */
export const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Runs `use` with one of the app's modules as Node runs it, through the build's own configuration
 * (JSX, GraphQL documents, the checked settings), for a plugin that draws or records at build time;
 * the module's server is closed after, whatever happens.
 */
export async function withAppModule<TModule, TResult>(
  config: ResolvedConfig,
  modulePath: string,
  use: (module: TModule) => Promise<TResult>,
): Promise<TResult> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use((await server.ssrLoadModule(modulePath)) as TModule);
  } finally {
    await server.close();
  }
}
