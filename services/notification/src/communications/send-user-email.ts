import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { directEmailSchema } from '@lunchbox/domain/communication-schemas';
import type { EmailWithDeliveries } from '../mail/history/history-repository.ts';
import { directEmail } from '../mail/templates.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUser } from '../read-models/users.ts';
import { recordAndSend } from './record-and-send.ts';

export const USER_NOT_FOUND = 'User not found';
export const USER_HAS_NO_EMAIL = 'This user has no e-mail address.';

/** The Users tab's send e-mail: one e-mail to one user's address as the read model knows it. */
export async function sendUserEmail(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<EmailWithDeliveries> {
  const admin = requireAdmin(caller);
  const form = directEmailSchema.parse(input ?? {});
  const user = await findKnownUser(deps.db, form.userId);
  if (!user || !user.profileVersion) throw notFound(USER_NOT_FOUND);
  if (!user.email) throw badInput(USER_HAS_NO_EMAIL);
  return recordAndSend(deps, admin, {
    kind: 'direct',
    userId: user.userId,
    to: [user.email],
    content: directEmail({ fullName: displayName(user), subject: form.subject, message: form.message, language: user.language }),
    title: form.subject,
  });
}
