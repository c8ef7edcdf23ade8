import type { ServiceRuntime } from '@lunchbox/kit/process';
import type { MenuSettings } from './config.ts';

/** Everything the menu use cases touch: the service runtime (database, events, log) and the menu's settings. */
export interface MenuDeps extends ServiceRuntime {
  settings: MenuSettings;
}
