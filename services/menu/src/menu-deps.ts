import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { MenuSettings } from './config.ts';
import type { ActiveMenu } from './menu/active-menu.ts';

/** Everything the menu use cases touch: the service runtime (database, events, log) and the menu's settings. */
export interface MenuDeps extends ServiceRuntime {
  settings: MenuSettings;
  /** The active menu items in memory, invalidated by every write of menu items. */
  activeMenu: ActiveMenu;
}
