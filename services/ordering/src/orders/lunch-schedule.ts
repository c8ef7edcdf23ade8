import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { optionalDateFilter } from './date-filter.ts';
import { listSchedule } from './order-repository.ts';

/**
 * The lunch schedule (DESIGN.md "Identity and access"): a parent sees their own children's
 * lunches, an administrator everyone's; earliest date first, optionally within a date range.
 */
export async function lunchScheduleFor(
  db: Database,
  caller: Caller | null,
  range: { from?: string | null; to?: string | null } = {},
): Promise<LunchOrderRow[]> {
  const known = requireCaller(caller);
  const from = optionalDateFilter.parse(range.from);
  const to = optionalDateFilter.parse(range.to);
  return listSchedule(db, { userId: known.isAdmin ? undefined : known.userId, from, to });
}
