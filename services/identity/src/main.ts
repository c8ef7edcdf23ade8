import type { RunningService, ServiceDeps } from '@lunchbox/kit/process/service';
import { runWhenEntryPoint } from '@lunchbox/kit/process/service-script';
import { startService } from '@lunchbox/kit/process/start-service';
import { addDietRequestRoutes } from './diet-requests/diet-request-routes.ts';
import { encryptedFileStorage } from './diet-requests/encrypted-file-storage.ts';
import { startRenewalReminders } from './diet-requests/renewal-reminders.ts';
import { identityEnvSchema, identitySettingsFrom, signingKeysFrom, type IdentitySettings } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityResolvers } from './resolvers/resolver-map.ts';
import { addInternalSessionRoute } from './sessions/internal-session-route.ts';
import { ensureAdministrator } from './users/ensure-admin.ts';
import { createRateLimits } from './users/rate-limits.ts';

export function startIdentityService(deps: ServiceDeps & { settings: IdentitySettings }): Promise<RunningService> {
  return startService<IdentityDeps>(deps, {
    name: 'identity',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    async setup(runtime) {
      const identity = {
        ...runtime,
        settings: deps.settings,
        rateLimits: createRateLimits(deps.settings),
        documents: encryptedFileStorage(deps.settings.documents),
      };
      await ensureAdministrator(identity);
      return identity;
    },
    resolvers: identityResolvers,
    routes(app, identity) {
      addInternalSessionRoute(app, identity);
      addDietRequestRoutes(app, identity);
    },
    tasks: (identity) => [startRenewalReminders(identity)],
  });
}

await runWhenEntryPoint(import.meta.url, identityEnvSchema, (env) => {
  const keys = signingKeysFrom(env);
  return {
    name: 'identity',
    env: { ...env, JWT_PUBLIC_KEY: keys.publicKey },
    port: env.IDENTITY_PORT,
    start: (deps) => startIdentityService({ ...deps, settings: identitySettingsFrom(env, keys) }),
  };
});
