import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { MenuDeps } from '../menu-deps.ts';
import { countActiveItems } from './menu-item-repository.ts';

/** The admin overview's "Weekly Menu Items": the dishes currently offered (active items). */
export async function countActiveMenuItems(deps: MenuDeps, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  return countActiveItems(deps.db);
}
