import { childRequestSchema } from '@lunchbox/domain/identity-schemas';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError, forbidden } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { toChildEventData } from './child-event-data.ts';
import { insertChild, type ChildRow } from './child-repository.ts';
import { schoolNamedBy } from '../schools/school-for-child.ts';

/** A parent adds children to their own account; naming another account is for administrators. */
export async function addChild(deps: IdentityDeps, caller: Caller | null, rawInput: { userId?: number | null } & Record<string, unknown>): Promise<ChildRow> {
  const known = requireCaller(caller);
  const ownerId = rawInput.userId ?? known.userId;
  if (ownerId !== known.userId && !known.isAdmin) throw forbidden();
  const { schoolId, ...input } = childRequestSchema.parse(rawInput);
  return deps.transactionWithEvents(async (tx) => {
    // By schoolId when sent (issue 31), else by the name the spec's forms send; the schema asks for one of them.
    const school = (await schoolNamedBy(tx, { school: input.school, schoolId }))!;
    const created = await insertChild(tx, { ...input, school: school.name, schoolId: school.id, userId: ownerId });
    if (!created) throw new AppError('INTERNAL_SERVER_ERROR', 'child insert returned nothing');
    await tx.recordEvent('child.upserted', toChildEventData(created, []));
    return created;
  });
}
