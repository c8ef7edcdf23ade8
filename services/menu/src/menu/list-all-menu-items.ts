import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { listAllMenuItems } from './menu-item-repository.ts';

/** The admin menu screens: every item, removed (inactive) ones included. */
export function allMenuItems(deps: MenuDeps, caller: Caller | null): Promise<WeeklyMenuItemRow[]> {
  requireAdmin(caller);
  return listAllMenuItems(deps.db);
}
