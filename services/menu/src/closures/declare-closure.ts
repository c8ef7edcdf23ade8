import type { Caller } from '@lunchbox/kit/auth/tokens';
import { requireClosureManager } from './closure-access.ts';
import { now } from '@lunchbox/kit/process/clock';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { closureInputSchema } from '@lunchbox/domain/closure-schemas';
import { canCloseDate, PAST_CLOSURE_MESSAGE } from '@lunchbox/domain/order-rules';
import { schoolToday } from '@lunchbox/domain/school-dates';
import type { ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit } from '../audit/menu-audit.ts';
import { insertClosure } from './closure-repository.ts';

export const CLOSURE_EXISTS = 'That date is already closed';

/**
 * An administrator closes a date (today or later at the schools). The closure is announced as
 * menu.closure.declared in the same transaction; ordering cancels and credits that day's lunches.
 */
export async function declareClosure(deps: MenuDeps, caller: Caller | null, input: unknown): Promise<ClosureRow> {
  // Closures are of every school until they carry one (issue 31 §2): then its schoolId goes here.
  const admin = requireClosureManager(caller, null);
  const { date, reason } = closureInputSchema.parse(input);
  if (!canCloseDate(date, schoolToday(now(), deps.settings.schoolTimeZone))) throw new AppError('BAD_USER_INPUT', PAST_CLOSURE_MESSAGE);
  const row = await deps.transactionWithEvents(async (tx) => {
    const created = await insertClosure(tx, { date, reason, createdAt: now() });
    if (!created) throw new AppError('CLOSURE_EXISTS', CLOSURE_EXISTS);
    await menuAudit.record(tx, { actor: admin, action: 'closure.declared', target: { type: 'closure', id: date }, changes: { reason: { after: reason } } });
    await tx.recordEvent('menu.closure.declared', { date, reason });
    return created;
  });
  deps.log.info({ date, adminId: admin.userId }, 'closure declared');
  return row;
}
