import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { feedbackFormSchema } from '@lunchbox/domain/feedback-schemas';
import type { NotificationDeps } from '../notification-deps.ts';
import { insertFeedback } from './feedback-repository.ts';
import { withUserNames, type FeedbackView } from './feedback-view.ts';

/** A parent's feedback form (parent-app.md sections 2 and 5), kept pending for the administrators' Feedback tab. */
export async function submitFeedback(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<FeedbackView> {
  const parent = requireCaller(caller);
  const form = feedbackFormSchema.parse(input ?? {});
  const row = await insertFeedback(
    deps.db,
    {
      userId: parent.userId,
      username: parent.username,
      category: form.category,
      rating: form.rating,
      date: form.date,
      subject: form.subject,
      message: form.message,
    },
    now(),
  );
  deps.log.info({ feedbackId: row.id, userId: row.userId, category: row.category }, 'feedback submitted');
  const [view] = await withUserNames(deps.db, [row]);
  return view!;
}
