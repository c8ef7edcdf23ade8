import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { badInput } from '@lunchbox/kit/errors/app-error';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import type { EmailWithDeliveries } from '../mail/history/history-repository.ts';
import { testEmail } from '../mail/templates.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUser } from '../read-models/users.ts';
import { recordAndSend } from './record-and-send.ts';

export const ADMIN_ADDRESS_UNKNOWN = 'Your account has no e-mail address to send the test e-mail to.';

/** Settings' 'Test Email System': a test e-mail to the signed-in administrator, answered with whether it went. */
export async function sendTestEmail(deps: NotificationDeps, caller: Caller | null): Promise<EmailWithDeliveries> {
  const admin = requireAdmin(caller);
  const user = await findKnownUser(deps.db, admin.userId);
  if (!user?.email) throw badInput(ADMIN_ADDRESS_UNKNOWN);
  return recordAndSend(deps, admin, {
    kind: 'test',
    userId: user.userId,
    to: [user.email],
    content: testEmail({
      fullName: displayName(user),
      sentAt: formatInstantDateTime(now(), deps.schoolTimeZone, user.language),
      language: user.language,
    }),
    title: 'Test e-mail',
  });
}
