import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatInstantDate, formatLongDate } from '@lunchbox/domain/school-dates';
import { findFeedback } from '../feedback/feedback-repository.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { feedbackAnswerEmail } from '../mail/templates.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { findKnownUser, isDeletedUser, languageOfUser } from '../read-models/users.ts';

/**
 * An administrator answered feedback: the parent is e-mailed the response, with the feedback it
 * answers. Nothing is sent when the parent was deleted meanwhile (their feedback is gone too) or
 * no address is known for them.
 */
export function onFeedbackAnswered(deps: EventEmailDeps & Pick<NotificationDeps, 'log'>) {
  return async (event: EventEnvelope<'feedback.answered'>): Promise<void> => {
    const { feedbackId, userId, userName, adminResponse } = event.data;
    const answer = await enqueueOnce(deps, event, async (tx) => {
      if (await isDeletedUser(tx, userId)) return null;
      const feedback = await findFeedback(tx, feedbackId);
      if (!feedback) return null;
      // The address when it was answered; if the read model did not know it then, what it knows now.
      const email = event.data.email || (await findKnownUser(tx, userId))?.email || '';
      if (!email) {
        deps.log.warn({ feedbackId, userId }, 'feedback answered, but no e-mail address is known for its parent');
        return null;
      }
      const language = await languageOfUser(tx, userId);
      const content = feedbackAnswerEmail({
        userName,
        submittedOn: formatInstantDate(feedback.createdAt, deps.schoolTimeZone, language),
        category: feedback.category,
        rating: feedback.rating,
        date: feedback.date ? formatLongDate(feedback.date, language) : null,
        message: feedback.message,
        adminResponse,
        feedbackUrl: `${deps.appUrl.replace(/\/+$/, '')}/feedback`,
        language,
      });
      return enqueueEmail(tx, event, { kind: 'feedback_answer', userId, to: [email], content });
    });
    if (answer) await deps.emailSender.sendLeased(answer);
  };
}
