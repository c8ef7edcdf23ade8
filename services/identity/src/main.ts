import express from 'express';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth';
import { runWhenEntryPoint, startService, type RunningService, type ServiceDeps } from '@lunchbox/kit/process';
import { identityEnvSchema, identitySettingsFrom, type IdentitySettings } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityResolvers } from './resolvers/resolvers.ts';
import { verifySession } from './sessions/sessions.ts';
import { ensureAdministrator } from './users/ensure-admin.ts';
import { createRateLimits } from './users/rate-limits.ts';

export function startIdentityService(deps: ServiceDeps & { settings: IdentitySettings }): Promise<RunningService> {
  return startService<IdentityDeps>(deps, {
    name: 'identity',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    async setup(runtime) {
      const identity = { ...runtime, settings: deps.settings, rateLimits: createRateLimits(deps.settings) };
      await ensureAdministrator(identity);
      return identity;
    },
    resolvers: identityResolvers,
    routes(app, identity) {
      // Asked by the gateway for every request that carries a session cookie; never exposed publicly.
      app.post('/internal/session', express.json({ limit: '8kb' }), async (req, res) => {
        const token = typeof req.body?.token === 'string' ? req.body.token : '';
        const session = token ? await verifySession(identity.db, identity.settings, token) : null;
        if (!session) {
          res.status(401).json({ error: 'Not authenticated' });
          return;
        }
        res.json(session);
      });
    },
  });
}

await runWhenEntryPoint(import.meta.url, identityEnvSchema, (env) => {
  const keys =
    env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY ? { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY } : loadOrCreateKeyPair(env.DATA_DIR);
  return {
    name: 'identity',
    env: { ...env, JWT_PUBLIC_KEY: keys.publicKey },
    port: env.IDENTITY_PORT,
    start: (deps) => startIdentityService({ ...deps, settings: identitySettingsFrom(env, keys) }),
  };
});
