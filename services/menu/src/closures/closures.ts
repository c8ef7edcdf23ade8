import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { AppError, notFound } from '@lunchbox/kit/errors';
import { canCloseDate, closureInputSchema, PAST_CLOSURE_MESSAGE } from '@lunchbox/domain/order-rules';
import { DATE_FORMAT_MESSAGE, isIsoDate, schoolToday } from '@lunchbox/domain/school-dates';
import { optionalIsoDate } from '@lunchbox/domain/text-fields';
import { closures, type ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';

export const CLOSURE_NOT_FOUND = 'No closure on that date';
export const CLOSURE_EXISTS = 'That date is already closed';

const optionalDate = optionalIsoDate(DATE_FORMAT_MESSAGE);

/** Anyone may read the school calendar: every menu view shows its closed days. */
export async function listClosures(deps: MenuDeps, range: { from?: unknown; to?: unknown }): Promise<ClosureRow[]> {
  const from = optionalDate.parse(range.from);
  const to = optionalDate.parse(range.to);
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(closures.date, from));
  if (to) conditions.push(lte(closures.date, to));
  return deps.db
    .select()
    .from(closures)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(closures.date));
}

/**
 * An administrator closes a date (today or later at the schools). The closure is announced as
 * menu.closure.declared in the same transaction; ordering cancels and credits that day's lunches.
 */
export async function declareClosure(deps: MenuDeps, caller: Caller | null, input: unknown): Promise<ClosureRow> {
  const admin = requireAdmin(caller);
  const { date, reason } = closureInputSchema.parse(input);
  if (!canCloseDate(date, schoolToday(now(), deps.settings.schoolTimeZone))) throw new AppError('BAD_USER_INPUT', PAST_CLOSURE_MESSAGE);
  const row = await deps.transactionWithEvents(async (tx) => {
    const [created] = await tx.insert(closures).values({ date, reason, createdAt: now() }).onConflictDoNothing().returning();
    if (!created) throw new AppError('CLOSURE_EXISTS', CLOSURE_EXISTS);
    await tx.recordEvent('menu.closure.declared', { date, reason });
    return created;
  });
  deps.log.info({ date, adminId: admin.userId }, 'closure declared');
  return row;
}

/** Lifting a closure opens the date for new orders; lunches it cancelled stay cancelled (they were credited). */
export async function liftClosure(deps: MenuDeps, caller: Caller | null, rawDate: unknown): Promise<ClosureRow> {
  const admin = requireAdmin(caller);
  const date = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).parse(rawDate);
  const row = await deps.transactionWithEvents(async (tx) => {
    const [deleted] = await tx.delete(closures).where(eq(closures.date, date)).returning();
    if (!deleted) throw notFound(CLOSURE_NOT_FOUND);
    await tx.recordEvent('menu.closure.lifted', { date });
    return deleted;
  });
  deps.log.info({ date, adminId: admin.userId }, 'closure lifted');
  return row;
}

export function toClosure(row: ClosureRow) {
  return { date: row.date, reason: row.reason };
}
