import type { RunningService, ServiceDeps } from '@lunchbox/kit/process/service';
import { runWhenEntryPoint } from '@lunchbox/kit/process/service-script';
import { startService } from '@lunchbox/kit/process/start-service';
import { menuEnvSchema, menuSettingsFrom, type MenuSettings } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import { activeMenuInvalidation } from './events/active-menu-invalidation.ts';
import { menuConsumers } from './events/user-deleted.ts';
import { ActiveMenu } from './menu/active-menu.ts';
import type { MenuDeps } from './menu-deps.ts';
import { menuResolvers } from './resolvers/resolver-map.ts';

export function startMenuService(deps: ServiceDeps & { settings: MenuSettings }): Promise<RunningService> {
  return startService<MenuDeps>(deps, {
    name: 'menu',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    setup: (runtime) => ({ ...runtime, settings: deps.settings, activeMenu: new ActiveMenu() }),
    resolvers: menuResolvers,
    // The parents' menu, read on every page: its answers are replayed until an item changes.
    publicReads: ({ activeMenu }) => ({ fields: new Set(['activeWeeklyMenuItems']), dataState: () => String(activeMenu.version) }),
    everyReplica: ({ activeMenu }) => activeMenuInvalidation(activeMenu),
    consumers: menuConsumers,
  });
}

await runWhenEntryPoint(import.meta.url, menuEnvSchema, (env) => ({
  name: 'menu',
  env,
  port: env.MENU_PORT,
  start: (deps) => startMenuService({ ...deps, settings: menuSettingsFrom(env) }),
}));
