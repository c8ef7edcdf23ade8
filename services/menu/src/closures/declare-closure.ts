import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { requireClosureManager } from './closure-access.ts';
import { now } from '@lunchbox/kit/process/clock';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { closureInputSchema, closureSchoolIdSchema, UNKNOWN_CLOSURE_SCHOOL_MESSAGE } from '@lunchbox/domain/closure-schemas';
import { canCloseDate, PAST_CLOSURE_MESSAGE } from '@lunchbox/domain/school-closures';
import { schoolToday } from '@lunchbox/domain/school-dates';
import type { ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit } from '../audit/menu-audit.ts';
import { schoolIsKnown } from '../schools/school-repository.ts';
import { insertClosure } from './closure-repository.ts';

export const CLOSURE_EXISTS = 'That date is already closed';
export const SCHOOL_CLOSURE_EXISTS = 'That date is already closed at that school';

/**
 * An administrator closes a date (today or later at the schools). The closure is announced as
 * menu.closure.declared in the same transaction; ordering cancels and credits that day's lunches.
 * With a `schoolId` (issue 31) only that school closes: ordering cancels only its lunches.
 */
export async function declareClosure(deps: MenuDeps, caller: Caller | null, input: unknown): Promise<ClosureRow> {
  requireCaller(caller);
  const schoolId = closureSchoolIdSchema.parse((input as { schoolId?: unknown } | null)?.schoolId);
  const admin = requireClosureManager(caller, schoolId);
  const { date, reason } = closureInputSchema.parse(input);
  if (!canCloseDate(date, schoolToday(now(), deps.settings.schoolTimeZone))) throw new AppError('BAD_USER_INPUT', PAST_CLOSURE_MESSAGE);
  if (schoolId !== null && !(await schoolIsKnown(deps.db, schoolId))) throw new AppError('BAD_USER_INPUT', UNKNOWN_CLOSURE_SCHOOL_MESSAGE);
  const row = await deps.transactionWithEvents(async (tx) => {
    const created = await insertClosure(tx, { date, reason, createdAt: now(), schoolId });
    if (!created) throw new AppError('CLOSURE_EXISTS', schoolId === null ? CLOSURE_EXISTS : SCHOOL_CLOSURE_EXISTS);
    await menuAudit.record(tx, {
      actor: admin,
      action: 'closure.declared',
      target: { type: 'closure', id: closureTargetId(date, schoolId) },
      changes: { reason: { after: reason }, ...(schoolId === null ? {} : { schoolId: { after: schoolId } }) },
    });
    if (schoolId === null) await tx.recordEvent('menu.closure.declared', { date, reason });
    else await tx.recordEvent('menu.school_closure.declared', { date, reason, schoolId });
    return created;
  });
  deps.log.info({ date, schoolId, adminId: admin.userId }, 'closure declared');
  return row;
}

/** The audit trail's name of a closure: its date, and the school's id after it when only one school closed. */
export function closureTargetId(date: string, schoolId: number | null): string {
  return schoolId === null ? date : `${date}@school-${schoolId}`;
}
