import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'graphql';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth';
import { createBus } from '@lunchbox/kit/bus-factory';
import { startClockAt } from '@lunchbox/kit/clock';
import { loadConfig } from '@lunchbox/kit/config';
import { openServiceDatabase } from '@lunchbox/kit/db';
import { runUntilSignalled } from '@lunchbox/kit/lifecycle';
import { createLogger } from '@lunchbox/kit/logger';
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = loadConfig(menuEnvSchema);
  startClockAt(env.TEST_NOW);
  const log = createLogger('menu');
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required to run the menu service on its own');
  const publicKey = env.JWT_PUBLIC_KEY ?? loadOrCreateKeyPair(env.DATA_DIR).publicKey;
  const bus = await createBus({ natsUrl: env.NATS_URL, log });
  const service = await startMenuService({
    databaseUrl: env.DATABASE_URL,
    bus,
    publicKey,
    log,
    port: env.MENU_PORT,
    host: '0.0.0.0',
    settings: menuSettingsFrom(env),
  });
  runUntilSignalled(log, async () => {
    await service.stop();
    await bus.close();
  });
}
