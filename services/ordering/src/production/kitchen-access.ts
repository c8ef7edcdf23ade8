import { requireRole, roleOf, type Caller } from '@lunchbox/kit/auth/tokens';
import type { LunchOrderRow } from '../db/schema.ts';

/**
 * The kitchen's pages (issue 31 §3, docs/roles.md): the production sheet, the labels, the delivery
 * sheets and the live board's catch-up. Administrators and kitchen staff read them; every other
 * role is refused here, in the service that owns the lunches.
 */
export function requireKitchenOrAdmin(caller: Caller | null): Caller {
  return requireRole(caller, ['admin', 'kitchen']);
}

/** Whether the caller sees the kitchen's narrowed view: children and lunches, never parents' contact or payments. */
export function seesKitchenView(caller: Caller): boolean {
  return roleOf(caller) === 'kitchen';
}

/**
 * A lunch as the kitchen may see it: the child's name, class, school, allergies and diets, and the
 * dish; the parent's name, e-mail and phone and everything about payment are left blank.
 */
export function withoutParentContact(row: LunchOrderRow): LunchOrderRow {
  return {
    ...row,
    parentName: '',
    email: '',
    phone: '',
    checkoutId: '',
    totalCents: 0,
    creditedCents: null,
    creditCents: 0,
    paymentStatus: 'withheld',
    isPaid: false,
    paymentReference: null,
  };
}
