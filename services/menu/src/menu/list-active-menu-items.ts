import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { listActiveMenuItems } from './menu-item-repository.ts';

/** The parents' weekly menu (home, /weekly-menu): every active item; anyone may read it. */
export function activeMenuItems(deps: MenuDeps): Promise<WeeklyMenuItemRow[]> {
  return deps.activeMenu.read(() => listActiveMenuItems(deps.db));
}
