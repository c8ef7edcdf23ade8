import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import express from 'express';
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
import { identityEnvSchema, identitySettingsFrom, type IdentitySettings } from './config.ts';
import { outbox } from './db/schema.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityResolvers } from './resolvers/resolvers.ts';
import { verifySession } from './sessions/sessions.ts';
import { ensureAdministrator } from './users/ensure-admin.ts';
import { createRateLimits } from './users/rate-limits.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeDefs = parse(readFileSync(path.join(here, 'schema.graphql'), 'utf8'));

export async function startIdentityService(deps: ServiceDeps & { settings: IdentitySettings }): Promise<RunningService> {
  const database = await openServiceDatabase({ url: deps.databaseUrl, schemaName: 'identity', migrationsFolder: path.join(here, 'db/migrations') });
  const relay = startOutboxRelay({ db: database.db, outbox, bus: deps.bus, log: deps.log });
  const identity: IdentityDeps = { db: database.db, relay, settings: deps.settings, rateLimits: createRateLimits(deps.settings), log: deps.log };
  await ensureAdministrator(identity);

  const server = await startSubgraphServer({
    name: 'identity',
    typeDefs,
    resolvers: identityResolvers(identity),
    port: deps.port,
    host: deps.host,
    publicKey: deps.publicKey,
    log: deps.log,
    isReady: async () => (await database.pool.query('select 1')).rowCount === 1,
    extraRoutes: (app) => {
      // Asked by the gateway for every request that carries a session cookie; never exposed publicly.
      app.post('/internal/session', express.json({ limit: '8kb' }), async (req, res) => {
        const token = typeof req.body?.token === 'string' ? req.body.token : '';
        const session = token ? await verifySession(database.db, deps.settings, token) : null;
        if (!session) {
          res.status(401).json({ error: 'Not authenticated' });
          return;
        }
        res.json(session);
      });
    },
  });

  return {
    name: 'identity',
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
  const env = loadConfig(identityEnvSchema);
  startClockAt(env.TEST_NOW);
  const log = createLogger('identity');
  const keys =
    env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY ? { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY } : loadOrCreateKeyPair(env.DATA_DIR);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required to run the identity service on its own');
  const bus = await createBus({ natsUrl: env.NATS_URL, log });
  const service = await startIdentityService({
    databaseUrl: env.DATABASE_URL,
    bus,
    publicKey: keys.publicKey,
    log,
    port: env.IDENTITY_PORT,
    host: '0.0.0.0',
    settings: identitySettingsFrom(env, keys),
  });
  runUntilSignalled(log, async () => {
    await service.stop();
    await bus.close();
  });
}
