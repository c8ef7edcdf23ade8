import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { forbidden } from '@lunchbox/kit/errors/app-error';
import { listMyFeedback } from '../feedback/list-my-feedback.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { FeedbackView } from '../feedback/feedback-view.ts';

/** A user's feedback and its answers, for their own data download: the user alone, not an administrator. */
export async function feedbackOfUser(deps: Pick<NotificationDeps, 'db'>, caller: Caller | null, userId: number): Promise<FeedbackView[]> {
  if (requireCaller(caller).userId !== userId) throw forbidden();
  return listMyFeedback(deps, caller);
}
