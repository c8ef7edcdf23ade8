import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'graphql';
import { loadConfig } from '@lunchbox/kit/config';
import { openServiceDatabase } from '@lunchbox/kit/db';
import { isEntryPoint, runServiceAlone } from '@lunchbox/kit/service-script';
import { startOutboxRelay } from '@lunchbox/kit/outbox';
import type { RunningService, ServiceDeps } from '@lunchbox/kit/service';
import { startSubgraphServer } from '@lunchbox/kit/subgraph-server';
import { menuEnvSchema, menuSettingsFrom, type MenuSettings } from './config.ts';
import { outbox } from './db/schema.ts';
import type { MenuDeps } from './menu-deps.ts';
import { menuResolvers } from './resolvers/resolvers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeDefs = parse(readFileSync(path.join(here, 'schema.graphql'), 'utf8'));

export async function startMenuService(deps: ServiceDeps & { settings: MenuSettings }): Promise<RunningService> {
  const database = await openServiceDatabase({ url: deps.databaseUrl, schemaName: 'menu', migrationsFolder: path.join(here, 'db/migrations') });
  const relay = startOutboxRelay({ db: database.db, outbox, bus: deps.bus, log: deps.log });
  const menu: MenuDeps = { db: database.db, relay, settings: deps.settings, log: deps.log };

  const server = await startSubgraphServer({
    name: 'menu',
    typeDefs,
    resolvers: menuResolvers(menu),
    port: deps.port,
    host: deps.host,
    publicKey: deps.publicKey,
    log: deps.log,
    isReady: async () => (await database.pool.query('select 1')).rowCount === 1,
  });

  return {
    name: 'menu',
    url: server.url,
    flushOutbox: () => relay.flush(),
    async stop() {
      await server.stop();
      await relay.stop();
      await database.close();
    },
  };
}

if (isEntryPoint(import.meta.url)) {
  const env = loadConfig(menuEnvSchema);
  await runServiceAlone({ name: 'menu', env, port: env.MENU_PORT, start: (deps) => startMenuService({ ...deps, settings: menuSettingsFrom(env) }) });
}
