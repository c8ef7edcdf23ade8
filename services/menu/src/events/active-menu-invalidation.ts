import type { ActiveMenu } from '../menu/active-menu.ts';

/**
 * Run on every replica, not once per service: another replica's write of menu items reaches this
 * replica's copy of the active menu only through its event.
 */
export function activeMenuInvalidation(activeMenu: ActiveMenu) {
  return {
    'menu.item.upserted': async () => activeMenu.invalidate(),
    'menu.item.deleted': async () => activeMenu.invalidate(),
  };
}
