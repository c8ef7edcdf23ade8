import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { NotificationDeps } from '../notification-deps.ts';
import { allFeedback } from './feedback-repository.ts';
import { inOneSnapshot, withUserNames, type FeedbackView } from './feedback-view.ts';

/** Administrators: everyone's feedback, newest first. */
export async function listAllFeedback(deps: Pick<NotificationDeps, 'db'>, caller: Caller | null): Promise<FeedbackView[]> {
  requireAdmin(caller);
  return inOneSnapshot(deps, async (tx) => withUserNames(tx, await allFeedback(tx)));
}
