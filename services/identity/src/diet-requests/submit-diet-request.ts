import type { IncomingMessage } from 'node:http';
import { DIET_REQUEST_MESSAGES, dietRequestFieldsSchema } from '@lunchbox/domain/diet-request-schemas';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { CHILD_NOT_FOUND } from '../children/lock-own-child.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { toDietRequestAnswer, type DietRequestAnswer } from './diet-request-answer.ts';
import { findChildProfile, insertDietRequest } from './diet-request-repository.ts';
import { receiveDietDocument } from './receive-diet-document.ts';

/** `restrictions` may come as repeated fields, comma-separated, or both (a form's check boxes, or curl's -F). */
function restrictionsOf(fields: Record<string, string[]>): string[] {
  return (fields.restrictions ?? fields['restrictions[]'] ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * A parent asks the school to confirm a child's medical diet: the child must be theirs (checked
 * before a byte of the upload is read), the document is stored while it arrives, and the request
 * is saved pending. A refused field removes the stored document again.
 */
export async function submitDietRequest(deps: IdentityDeps, caller: Caller | null, childId: number, req: IncomingMessage): Promise<DietRequestAnswer> {
  const parent = requireCaller(caller);
  const child = await findChildProfile(deps.db, childId, parent.userId);
  if (!child) throw notFound(CHILD_NOT_FOUND);
  const upload = await receiveDietDocument(req, deps.documents);
  const { document } = upload;
  try {
    if (!document) throw badInput(DIET_REQUEST_MESSAGES.documentRequired);
    const fields = dietRequestFieldsSchema.parse({ restrictions: restrictionsOf(upload.fields), note: upload.fields.note?.[0] ?? '' });
    const row = await insertDietRequest(deps.db, {
      childId,
      userId: parent.userId,
      allergens: fields.restrictions.allergens,
      diets: fields.restrictions.diets,
      note: fields.note,
      documentKey: document.key,
      documentName: document.name,
      documentType: document.type,
      documentSize: document.size,
    });
    deps.log.info({ dietRequestId: row.id, childId }, 'diet request submitted');
    return toDietRequestAnswer(row, deps.settings.schoolTimeZone, { childName: child.name, school: child.school });
  } catch (error) {
    if (document) await deps.documents.remove(document.key);
    throw error;
  }
}
