import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { findMenuItemsByIds } from './menu-item-repository.ts';

/** Orders refer to the dish they were placed for, removed or not, so any known id is found, for anyone. */
export async function findMenuItem(deps: MenuDeps, id: number): Promise<WeeklyMenuItemRow | null> {
  const [row] = await findMenuItemsByIds(deps.db, [id]);
  return row ?? null;
}
