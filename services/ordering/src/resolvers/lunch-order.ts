import { centsToDecimalString } from '@lunchbox/domain/money';
import type { LunchOrderRow } from '../db/schema.ts';

/** What the graph shows of an order: the amount as decimal text, never the stored cents. */
export function toLunchOrder(row: LunchOrderRow) {
  return {
    id: row.id,
    userId: row.userId,
    childId: row.childId,
    checkoutId: row.checkoutId,
    weeklyMenuItemId: row.weeklyMenuItemId,
    childName: row.childName,
    parentName: row.parentName,
    email: row.email,
    phone: row.phone,
    school: row.school,
    grade: row.grade,
    teacher: row.teacher,
    lunchDate: row.lunchDate,
    lunchOptions: row.lunchOptions,
    notes: row.notes,
    totalAmount: centsToDecimalString(row.totalCents),
    paymentStatus: row.paymentStatus,
    isPaid: row.isPaid,
    status: row.status,
    creditedAmount: row.creditedCents === null ? null : centsToDecimalString(row.creditedCents),
    creditAmount: centsToDecimalString(row.creditCents),
    paymentReference: row.paymentReference,
    createdAt: row.createdAt.toISOString(),
    childAllergies: row.childAllergies,
    allergenCheck: row.allergenCheck,
  };
}

/** GraphQL sends absent optional fields as null; the shared schemas read a missing field as undefined. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === null || field === undefined ? [] : [[key, withoutNulls(field)]])));
}
