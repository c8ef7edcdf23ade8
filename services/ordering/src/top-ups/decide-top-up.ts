import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { conflict, notFound } from '@lunchbox/kit/errors/app-error';
import { normalizePaymentReference } from '@lunchbox/domain/payment-rules';
import { topUpDecisionSchema, topUpTransition, type TopUpStatus } from '@lunchbox/domain/top-ups';
import { addCreditEntry, creditBalanceOf, lockCreditOf } from '../credit/credit-repository.ts';
import { rearmLowBalanceAlert } from '../credit/low-balance-alert.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingAudit } from '../audit/ordering-audit.ts';
import { knownParentsByIds } from '../read-models/parents.ts';
import { decidePendingTopUp, findTopUp } from './top-up-repository.ts';
import { topUpView, type TopUpView } from './top-up-view.ts';

export const TOP_UP_NOT_FOUND_MESSAGE = 'Top-up not found';
export const TOP_UP_DECIDED_MESSAGE = 'This top-up was already decided otherwise';

/**
 * PUT /api/admin/top-ups/{reference}: pending → paid credits the balance, pending → failed does
 * not; either tells the parent (top_up.decided). The status changes only from pending, and the
 * ledger row (unique per top-up) is written in the same transaction: paid credits exactly once.
 * The same decision again answers the top-up; the opposite one is a conflict.
 */
export async function decideTopUp(deps: OrderingDeps, caller: Caller | null, reference: string, input: unknown): Promise<TopUpView> {
  const admin = requireAdmin(caller);
  const { status } = topUpDecisionSchema.parse(input);
  const normalized = normalizePaymentReference(reference);
  const existing = await findTopUp(deps.db, normalized);
  if (!existing) throw notFound(TOP_UP_NOT_FOUND_MESSAGE);
  const parent = (await knownParentsByIds(deps.db, [existing.userId])).get(existing.userId);
  const at = now();
  const decided = await deps.transactionWithEvents(async (tx) => {
    const row = await decidePendingTopUp(tx, normalized, status, at);
    if (!row) return null;
    await lockCreditOf(tx, row.userId);
    if (status === 'paid') {
      await addCreditEntry(tx, {
        userId: row.userId,
        amountCents: row.amountCents,
        reason: `Top-up ${row.reference}`,
        topUpReference: row.reference,
        createdAt: at,
      });
      await rearmLowBalanceAlert(tx, row.userId);
    }
    await orderingAudit.record(tx, {
      actor: admin,
      action: 'top_up.decided',
      target: { type: 'top_up', id: row.reference },
      changes: { status: { before: 'pending', after: status }, amountCents: { after: row.amountCents } },
    });
    await tx.recordEvent('top_up.decided', {
      userId: row.userId,
      parentName: parent?.fullName ?? '',
      email: parent?.email ?? '',
      reference: row.reference,
      amountCents: row.amountCents,
      status,
      balanceCents: await creditBalanceOf(tx, row.userId),
    });
    return row;
  });
  if (decided) {
    deps.log.info({ reference: decided.reference, status }, 'top-up decided');
    return topUpView(decided, parent);
  }
  // Decided before (or by a concurrent request meanwhile): the same decision answers, the opposite is refused.
  const current = (await findTopUp(deps.db, normalized))!;
  if (topUpTransition(current.status as TopUpStatus, status) === 'conflict') throw conflict(TOP_UP_DECIDED_MESSAGE);
  return topUpView(current, parent);
}
