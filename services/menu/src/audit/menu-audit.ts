import { auditLog } from '@lunchbox/kit/audit/audit-log';
import { changedFields, type AuditChanges } from '@lunchbox/kit/audit/audit-entry';
import type { WeeklyMenuItemRow } from '../db/schema.ts';

/** Menu's audit trail (`menu.audit_log`): menu items created, changed and deleted, closures declared and lifted. */
export const menuAudit = auditLog('menu');

/** The item's columns an administrator sets; the row's times are not news. */
const ITEM_FIELDS = Object.freeze([
  'weekStartDate',
  'weekEndDate',
  'dayOfWeek',
  'menuItem',
  'description',
  'priceCents',
  'calories',
  'imageUrl',
  'isActive',
  'allergens',
  'dietTags',
  'proteinGrams',
  'carbohydrateGrams',
  'fatGrams',
  'sodiumMilligrams',
]);

/** What an administrator changed on an item: every field on create and delete, the changed ones on update. */
export function menuItemChanges(before: WeeklyMenuItemRow | null, after: WeeklyMenuItemRow | null): AuditChanges {
  return changedFields(before, after, ITEM_FIELDS);
}
