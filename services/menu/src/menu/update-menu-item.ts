import { menuItemPatchSchema, menuItemWriteSchema } from '@lunchbox/domain/menu-schemas';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit, menuItemChanges } from '../audit/menu-audit.ts';
import { findMenuItemForUpdate, updateMenuItemRow } from './menu-item-repository.ts';
import { MENU_ITEM_NOT_FOUND, menuItemUpserted, nutritionColumns, toWeeklyMenuItem } from './weekly-menu-item.ts';

/**
 * Edit and edit-by-date: any of the fields, `isActive: false` to take an item off the menu, and
 * `calories` or `imageUrl` null to clear them. The item as it will be after the change is checked
 * as a whole (a new end date against the stored start date, say) before anything is written.
 */
export async function updateMenuItem(deps: MenuDeps, caller: Caller | null, id: number, rawPatch: unknown): Promise<WeeklyMenuItemRow> {
  const admin = requireAdmin(caller);
  const { priceCents: _priceCentsFollowsPrice, ...patch } = menuItemPatchSchema.parse(rawPatch);
  const updated = await deps.activeMenu.writing(() =>
    deps.transactionWithEvents(async (tx) => {
      const current = await findMenuItemForUpdate(tx, id);
      if (!current) throw notFound(MENU_ITEM_NOT_FOUND);
      const next = menuItemWriteSchema.parse({ ...toWeeklyMenuItem(current), ...patch });
      const row = await updateMenuItemRow(tx, id, {
        weekStartDate: next.weekStartDate,
        weekEndDate: next.weekEndDate,
        dayOfWeek: next.dayOfWeek,
        menuItem: next.menuItem,
        description: next.description,
        priceCents: next.priceCents,
        calories: next.calories,
        imageUrl: next.imageUrl,
        isActive: next.isActive,
        allergens: next.allergens,
        dietTags: next.dietTags,
        ...nutritionColumns(next.nutrition),
        updatedAt: now(),
      });
      if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
      await menuAudit.record(tx, { actor: admin, action: 'menu_item.updated', target: { type: 'menu_item', id }, changes: menuItemChanges(current, row) });
      await tx.recordEvent('menu.item.upserted', menuItemUpserted(row));
      return row;
    }),
  );
  deps.log.info({ menuItemId: id, adminId: admin.userId, fields: Object.keys(patch) }, 'menu item updated');
  return updated;
}
