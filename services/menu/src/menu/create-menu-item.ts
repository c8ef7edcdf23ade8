import { menuItemWriteSchema } from '@lunchbox/domain/menu-schemas';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit, menuItemChanges } from '../audit/menu-audit.ts';
import { insertMenuItem } from './menu-item-repository.ts';
import { menuItemUpserted, nutritionColumns } from './weekly-menu-item.ts';

/** 'Set Menu' and each day of 'Set Weekly Menu': one new item, announced to the other services. */
export async function createMenuItem(deps: MenuDeps, caller: Caller | null, rawInput: unknown): Promise<WeeklyMenuItemRow> {
  const admin = requireAdmin(caller);
  const input = menuItemWriteSchema.parse(rawInput);
  const at = now();
  const created = await deps.activeMenu.writing(() =>
    deps.transactionWithEvents(async (tx) => {
      const row = await insertMenuItem(tx, {
        weekStartDate: input.weekStartDate,
        weekEndDate: input.weekEndDate,
        dayOfWeek: input.dayOfWeek,
        menuItem: input.menuItem,
        description: input.description,
        priceCents: input.priceCents,
        calories: input.calories,
        imageUrl: input.imageUrl,
        isActive: input.isActive,
        allergens: input.allergens,
        dietTags: input.dietTags,
        ...nutritionColumns(input.nutrition),
        createdAt: at,
        updatedAt: at,
      });
      await menuAudit.record(tx, { actor: admin, action: 'menu_item.created', target: { type: 'menu_item', id: row.id }, changes: menuItemChanges(null, row) });
      await tx.recordEvent('menu.item.upserted', menuItemUpserted(row));
      return row;
    }),
  );
  deps.log.info({ menuItemId: created.id, adminId: admin.userId }, 'menu item created');
  return created;
}
