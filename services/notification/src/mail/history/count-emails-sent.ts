import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { NotificationDeps } from '../../notification-deps.ts';
import { countSentEmails } from './history-repository.ts';

/** Administrators: the admin overview's Emails Sent card. */
export async function countEmailsSent(deps: Pick<NotificationDeps, 'db'>, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  return countSentEmails(deps.db);
}
