import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { assertMayReadDietRequest } from './diet-request-access.ts';
import { findDietRequest } from './diet-request-repository.ts';

/** A request's document, decrypted, for its child's parent or a reviewer (with `childId`, only under that child). */
export async function readDietDocument(deps: IdentityDeps, caller: Caller | null, id: number, childId?: number) {
  const found = await findDietRequest(deps.db, id);
  const row = assertMayReadDietRequest(caller, found && (childId === undefined || found.childId === childId) ? found : undefined);
  const content = await deps.documents.read(row.documentKey);
  deps.log.info({ dietRequestId: row.id, readBy: caller?.userId }, 'diet request document read');
  return { name: row.documentName, type: row.documentType, content };
}
