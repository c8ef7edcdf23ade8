import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit, menuItemChanges } from '../audit/menu-audit.ts';
import { deleteMenuItemRow } from './menu-item-repository.ts';
import { MENU_ITEM_NOT_FOUND } from './weekly-menu-item.ts';

/**
 * The grid's delete: the record goes (admin-area.md section 4). Orders already placed keep their
 * own snapshot of the dish and its price, so nothing else has to change with it.
 */
export async function deleteMenuItem(deps: MenuDeps, caller: Caller | null, id: number): Promise<WeeklyMenuItemRow> {
  const admin = requireAdmin(caller);
  const deleted = await deps.activeMenu.writing(() =>
    deps.transactionWithEvents(async (tx) => {
      const row = await deleteMenuItemRow(tx, id);
      if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
      await menuAudit.record(tx, { actor: admin, action: 'menu_item.deleted', target: { type: 'menu_item', id: row.id }, changes: menuItemChanges(row, null) });
      await tx.recordEvent('menu.item.deleted', { itemId: row.id });
      return row;
    }),
  );
  deps.log.info({ menuItemId: id, adminId: admin.userId }, 'menu item deleted');
  return deleted;
}
