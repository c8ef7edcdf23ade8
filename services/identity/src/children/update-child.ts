import { childPatchSchema } from '@lunchbox/domain/identity-schemas';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { confirmedDietsOf } from '../diet-requests/confirmed-diets.ts';
import { toChildEventData } from './child-event-data.ts';
import { updateChildRow, type ChildRow } from './child-repository.ts';
import { CHILD_NOT_FOUND, lockOwnChild } from './lock-own-child.ts';
import { schoolNamedBy } from '../schools/school-for-child.ts';

/** A child's fields change; the owner never does (a `userId` sent along is ignored). */
export async function updateChild(deps: IdentityDeps, caller: Caller | null, childId: number, rawInput: unknown): Promise<ChildRow> {
  const known = requireCaller(caller);
  const { userId: _ignored, ...fields } = (rawInput ?? {}) as Record<string, unknown>;
  const patch = childPatchSchema.parse(fields);
  return deps.transactionWithEvents(async (tx) => {
    const current = await lockOwnChild(tx, known, childId);
    if (Object.keys(patch).length === 0) return current;
    const { schoolId: _schoolId, ...changes } = patch;
    const school = await schoolNamedBy(tx, patch, current.schoolId ?? undefined);
    const updated = await updateChildRow(tx, childId, school ? { ...changes, school: school.name, schoolId: school.id } : changes);
    if (!updated) throw notFound(CHILD_NOT_FOUND);
    await tx.recordEvent('child.upserted', toChildEventData(updated, await confirmedDietsOf(tx, childId, deps.settings.schoolTimeZone)));
    return updated;
  });
}
