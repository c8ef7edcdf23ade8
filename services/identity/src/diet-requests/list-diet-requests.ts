import { z } from 'zod';
import { DIET_REQUEST_STATUSES, dietRequestStatus } from '@lunchbox/domain/diet-request-schemas';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { now } from '@lunchbox/kit/process/clock';
import { CHILD_NOT_FOUND } from '../children/lock-own-child.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireDietReviewer } from './diet-request-access.ts';
import { toDietRequestAnswer, type DietRequestAnswer } from './diet-request-answer.ts';
import { dietRequestsOfChild, findChildProfile, listDietRequestsWithNames } from './diet-request-repository.ts';

/** A child's requests, newest first: its parent's, or any child's for a reviewer; another parent's child is "not found". */
export async function listChildDietRequests(deps: IdentityDeps, caller: Caller | null, childId: number): Promise<DietRequestAnswer[]> {
  const known = requireCaller(caller);
  const child = await findChildProfile(deps.db, childId, known.isAdmin ? undefined : known.userId);
  if (!child) throw notFound(CHILD_NOT_FOUND);
  const rows = await dietRequestsOfChild(deps.db, childId);
  return rows.map((row) => toDietRequestAnswer(row, deps.settings.schoolTimeZone, { childName: child.name, school: child.school }));
}

const statusFilter = z.enum(DIET_REQUEST_STATUSES, { message: `status must be one of: ${DIET_REQUEST_STATUSES.join(', ')}` }).nullish();

/** The reviewer's list, oldest first (the first to decide); by the status people read, "expired" included. */
export async function listDietRequestsForReview(deps: IdentityDeps, caller: Caller | null, rawStatus: unknown): Promise<DietRequestAnswer[]> {
  requireDietReviewer(caller);
  const status = statusFilter.parse(rawStatus ?? null);
  const stored = status === 'expired' ? (['approved'] as const) : status ? ([status] as const) : (['pending', 'approved', 'rejected'] as const);
  const today = schoolToday(now(), deps.settings.schoolTimeZone);
  const rows = await listDietRequestsWithNames(deps.db, stored);
  return rows
    .filter((row) => !status || dietRequestStatus(row.request.status, row.request.validUntil, today) === status)
    .map((row) => toDietRequestAnswer(row.request, deps.settings.schoolTimeZone, row));
}
