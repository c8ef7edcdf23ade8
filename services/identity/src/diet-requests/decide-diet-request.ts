import { DIET_REQUEST_MESSAGES, dietDecisionSchema } from '@lunchbox/domain/diet-request-schemas';
import { identityAudit } from '../audit/identity-audit.ts';
import { schoolToday } from '@lunchbox/domain/school-dates';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, conflict } from '@lunchbox/kit/errors/app-error';
import { now } from '@lunchbox/kit/process/clock';
import { toChildEventData } from '../children/child-event-data.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findUserById } from '../users/user-repository.ts';
import { assertMayReadDietRequest, requireDietReviewer } from './diet-request-access.ts';
import { toDietRequestAnswer, type DietRequestAnswer } from './diet-request-answer.ts';
import { findChildProfile, lockDietRequest, saveDecision } from './diet-request-repository.ts';
import { confirmedDietsOf } from './confirmed-diets.ts';

/**
 * A reviewer approves a pending request until a date, or rejects it with a reason. An approval
 * changes the child's confirmed diets, which child.upserted carries to ordering in the same
 * transaction; the parent hears the decision (diet_request.decided → notification).
 */
export async function decideDietRequest(deps: IdentityDeps, caller: Caller | null, id: number, rawDecision: unknown): Promise<DietRequestAnswer> {
  const reviewer = requireDietReviewer(caller);
  const decision = dietDecisionSchema.parse(rawDecision ?? {});
  const today = schoolToday(now(), deps.settings.schoolTimeZone);
  if (decision.status === 'approved' && decision.validUntil! < today) throw badInput(DIET_REQUEST_MESSAGES.validUntilPast);
  return deps.transactionWithEvents(async (tx) => {
    const current = assertMayReadDietRequest(reviewer, await lockDietRequest(tx, id));
    if (current.status !== 'pending') throw conflict(DIET_REQUEST_MESSAGES.notPending);
    const approved = decision.status === 'approved';
    const row = await saveDecision(tx, id, {
      status: decision.status,
      reason: decision.reason || null,
      validUntil: approved ? decision.validUntil! : null,
      decidedAt: now(),
      decidedBy: reviewer.userId,
    });
    const child = (await findChildProfile(tx, row.childId))!;
    await identityAudit.record(tx, {
      actor: reviewer,
      action: 'diet_request.decided',
      target: { type: 'diet_request', id: row.id },
      changes: { status: { before: 'pending', after: decision.status }, ...(approved ? { validUntil: { after: row.validUntil } } : {}) },
    });
    const parent = (await findUserById(tx, row.userId))!;
    if (approved) await tx.recordEvent('child.upserted', toChildEventData(child, await confirmedDietsOf(tx, child.id, deps.settings.schoolTimeZone)));
    await tx.recordEvent('diet_request.decided', {
      requestId: row.id,
      childId: child.id,
      childName: child.name,
      userId: parent.id,
      email: parent.email,
      fullName: parent.fullName,
      language: parent.language,
      status: decision.status,
      restrictions: [...row.allergens, ...row.diets],
      reason: row.reason,
      validUntil: row.validUntil,
    });
    return toDietRequestAnswer(row, deps.settings.schoolTimeZone, { childName: child.name, school: child.school, parentName: parent.fullName });
  });
}
