import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import express from 'express';
import { parse } from 'graphql';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth';
import { loadConfig } from '@lunchbox/kit/config';
import { openServiceDatabase } from '@lunchbox/kit/db';
import { isEntryPoint, runServiceAlone } from '@lunchbox/kit/service-script';
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

if (isEntryPoint(import.meta.url)) {
  const env = loadConfig(identityEnvSchema);
  const keys =
    env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY ? { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY } : loadOrCreateKeyPair(env.DATA_DIR);
  await runServiceAlone({
    name: 'identity',
    env: { ...env, JWT_PUBLIC_KEY: keys.publicKey },
    port: env.IDENTITY_PORT,
    start: (deps) => startIdentityService({ ...deps, settings: identitySettingsFrom(env, keys) }),
  });
}
