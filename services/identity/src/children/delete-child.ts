import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { documentKeysOfChild } from '../diet-requests/diet-request-repository.ts';
import { removeDietDocuments } from '../diet-requests/remove-diet-documents.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { identityAudit } from '../audit/identity-audit.ts';
import { deleteChildRow } from './child-repository.ts';
import { lockOwnChild } from './lock-own-child.ts';

export async function deleteChild(deps: IdentityDeps, caller: Caller | null, childId: number): Promise<void> {
  const known = requireCaller(caller);
  const documents = await deps.transactionWithEvents(async (tx) => {
    const row = await lockOwnChild(tx, known, childId);
    const keys = await documentKeysOfChild(tx, childId);
    await deleteChildRow(tx, childId);
    await identityAudit.record(tx, {
      actor: known,
      action: 'child.deleted',
      target: { type: 'child', id: row.id },
      changes: { userId: { before: row.userId } },
    });
    await tx.recordEvent('child.deleted', { childId: row.id, userId: row.userId });
    return keys;
  });
  await removeDietDocuments(deps, documents);
}
