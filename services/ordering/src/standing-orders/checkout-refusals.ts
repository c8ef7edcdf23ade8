import type { EventData } from '@lunchbox/contracts/events';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { orderDeadline } from '@lunchbox/domain/order-rules';
import type { SchoolClock } from '@lunchbox/domain/school-deadline';

export type StandingSkipLine = NonNullable<EventData<'order.placed'>['standing']>['skipped'][number];

/**
 * A checkout's refusal of one of a standing order's lunches (the world changed between the
 * placement rule and the checkout's transaction: a deadline passed, a closure was declared, the
 * item went, a lunch was placed meanwhile) as the skipped day the e-mail names; null for a refusal
 * that is not about one day.
 */
export function skippedByRefusal(
  error: unknown,
  lunch: { childId: number; childName: string; date: string; menuItem: string },
  school: SchoolClock,
): StandingSkipLine | null {
  if (!(error instanceof AppError)) return null;
  const { childId, childName, date } = lunch;
  switch (error.code) {
    case 'ORDER_DEADLINE_PASSED':
      return { childId, childName, date, code: 'DEADLINE_PASSED', values: { deadline: orderDeadline(date, school).toISOString() }, school };
    case 'DAY_CLOSED':
      return { childId, childName, date, code: 'CLOSED', values: { reason: null } };
    case 'ITEM_NOT_ON_MENU':
      return { childId, childName, date, code: 'NO_MATCHING_ITEM', values: { mode: 'first' } };
    case 'ALLERGEN_CONFLICT':
      return { childId, childName, date, code: 'ALLERGEN', values: { menuItem: lunch.menuItem, allergens: [] } };
    case 'ORDER_ALREADY_EXISTS':
      return { childId, childName, date, code: 'ALREADY_ORDERED', values: {} };
    default:
      return null;
  }
}

/** Which lunch of the checkout a refusal names (validate-cart's `lunchIndex`), when it names one. */
export function refusedLunchIndex(error: unknown): number | null {
  const index = error instanceof AppError ? error.details?.lunchIndex : undefined;
  return typeof index === 'number' ? index : null;
}

export function isRefusal(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code;
}
