import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { NotificationDeps } from '../notification-deps.ts';
import { feedbackOfUser } from './feedback-repository.ts';
import { inOneSnapshot, withUserNames, type FeedbackView } from './feedback-view.ts';

/** The caller's own feedback, newest first. */
export async function listMyFeedback(deps: Pick<NotificationDeps, 'db'>, caller: Caller | null): Promise<FeedbackView[]> {
  const parent = requireCaller(caller);
  return inOneSnapshot(deps, async (tx) => withUserNames(tx, await feedbackOfUser(tx, parent.userId)));
}
