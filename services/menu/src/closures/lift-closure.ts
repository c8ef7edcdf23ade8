import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { requireClosureManager } from './closure-access.ts';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { DATE_FORMAT_MESSAGE, isIsoDate } from '@lunchbox/domain/school-dates';
import type { ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit } from '../audit/menu-audit.ts';
import { closureSchoolIdSchema } from '@lunchbox/domain/closure-schemas';
import { deleteClosure } from './closure-repository.ts';
import { closureTargetId } from './declare-closure.ts';

export const CLOSURE_NOT_FOUND = 'No closure on that date';
export const SCHOOL_CLOSURE_NOT_FOUND = 'No closure on that date at that school';

/**
 * Lifting a closure opens the date for new orders; lunches it cancelled stay cancelled (they were
 * credited). `schoolId`: the one school's closure of the date (issue 31); absent, every school's.
 */
export async function liftClosure(deps: MenuDeps, caller: Caller | null, rawDate: unknown, rawSchoolId?: unknown): Promise<ClosureRow> {
  requireCaller(caller);
  const schoolId = closureSchoolIdSchema.parse(rawSchoolId);
  const admin = requireClosureManager(caller, schoolId);
  const date = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).parse(rawDate);
  const row = await deps.transactionWithEvents(async (tx) => {
    const deleted = await deleteClosure(tx, date, schoolId);
    if (!deleted) throw notFound(schoolId === null ? CLOSURE_NOT_FOUND : SCHOOL_CLOSURE_NOT_FOUND);
    await menuAudit.record(tx, {
      actor: admin,
      action: 'closure.lifted',
      target: { type: 'closure', id: closureTargetId(date, schoolId) },
      changes: { reason: { before: deleted.reason } },
    });
    if (schoolId === null) await tx.recordEvent('menu.closure.lifted', { date });
    else await tx.recordEvent('menu.school_closure.lifted', { date, schoolId });
    return deleted;
  });
  deps.log.info({ date, schoolId, adminId: admin.userId }, 'closure lifted');
  return row;
}
