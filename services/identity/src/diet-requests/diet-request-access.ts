import { requireAdmin, requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { DietRequestRow } from './diet-request-repository.ts';

export const DIET_REQUEST_NOT_FOUND = 'Diet request not found';

/**
 * Who may list, read and decide every school's diet requests: administrators. The one place where a
 * school's `school_office` user (another issue) joins them, limited to their school's children.
 */
export function requireDietReviewer(caller: Caller | null): Caller {
  return requireAdmin(caller);
}

/** A request's document and details: its child's parent, or a reviewer; anyone else hears "not found", so ids cannot be probed. */
export function assertMayReadDietRequest(caller: Caller | null, row: DietRequestRow | undefined): DietRequestRow {
  const known = requireCaller(caller);
  if (!row || (row.userId !== known.userId && !known.isAdmin)) throw notFound(DIET_REQUEST_NOT_FOUND);
  return row;
}
