import { z } from 'zod';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { requireClosureManager } from './closure-access.ts';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { DATE_FORMAT_MESSAGE, isIsoDate } from '@lunchbox/domain/school-dates';
import type { ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { menuAudit } from '../audit/menu-audit.ts';
import { deleteClosure } from './closure-repository.ts';

export const CLOSURE_NOT_FOUND = 'No closure on that date';

/** Lifting a closure opens the date for new orders; lunches it cancelled stay cancelled (they were credited). */
export async function liftClosure(deps: MenuDeps, caller: Caller | null, rawDate: unknown): Promise<ClosureRow> {
  // Closures are of every school until they carry one (issue 31 §2): then its schoolId goes here.
  const admin = requireClosureManager(caller, null);
  const date = z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).parse(rawDate);
  const row = await deps.transactionWithEvents(async (tx) => {
    const deleted = await deleteClosure(tx, date);
    if (!deleted) throw notFound(CLOSURE_NOT_FOUND);
    await menuAudit.record(tx, {
      actor: admin,
      action: 'closure.lifted',
      target: { type: 'closure', id: date },
      changes: { reason: { before: deleted.reason } },
    });
    await tx.recordEvent('menu.closure.lifted', { date });
    return deleted;
  });
  deps.log.info({ date, adminId: admin.userId }, 'closure lifted');
  return row;
}
