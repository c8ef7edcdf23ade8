import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'graphql';
import { isEntryPoint, loadConfig, runServiceAlone, startService, type RunningService, type ServiceDeps } from '@lunchbox/kit/process';
import { menuEnvSchema, menuSettingsFrom, type MenuSettings } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import type { MenuDeps } from './menu-deps.ts';
import { menuResolvers } from './resolvers/resolvers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export function startMenuService(deps: ServiceDeps & { settings: MenuSettings }): Promise<RunningService> {
  return startService<MenuDeps>(deps, {
    name: 'menu',
    schema: parse(readFileSync(path.join(here, 'schema.graphql'), 'utf8')),
    migrations: path.join(here, 'db/migrations'),
    tables: { outbox, inbox },
    setup: (runtime) => ({ ...runtime, settings: deps.settings }),
    resolvers: menuResolvers,
  });
}

if (isEntryPoint(import.meta.url)) {
  const env = loadConfig(menuEnvSchema);
  await runServiceAlone({ name: 'menu', env, port: env.MENU_PORT, start: (deps) => startMenuService({ ...deps, settings: menuSettingsFrom(env) }) });
}
