import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { feedbackResponseSchema } from '@lunchbox/domain/communication-schemas';
import type { FeedbackStatus } from '../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUser } from '../read-models/users.ts';
import { findFeedbackForUpdate, saveResponse } from './feedback-repository.ts';
import { withUserNames, type FeedbackView } from './feedback-view.ts';
import { notificationAudit } from '../audit/notification-audit.ts';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

/**
 * Saves (or replaces) the administrator's response with its date. The client never sends a status
 * (admin-area.md section 4), so answering moves pending feedback to reviewed; resolved stays
 * resolved. Publishes feedback.answered, whose consumer e-mails the parent the response.
 */
export async function answerFeedback(deps: NotificationDeps, caller: Caller | null, id: number, input: unknown): Promise<FeedbackView> {
  const admin = requireAdmin(caller);
  const { adminResponse } = feedbackResponseSchema.parse(input ?? {});
  const row = await deps.transactionWithEvents(async (tx) => {
    const current = await findFeedbackForUpdate(tx, id);
    if (!current) throw notFound(FEEDBACK_NOT_FOUND);
    const status: FeedbackStatus = current.status === 'resolved' ? 'resolved' : 'reviewed';
    const saved = await saveResponse(tx, id, { adminResponse, responseDate: now(), status });
    const user = await findKnownUser(tx, saved.userId);
    await notificationAudit.record(tx, {
      actor: admin,
      action: 'feedback.answered',
      target: { type: 'feedback', id: saved.id },
      changes: { status: { before: current.status, after: status }, adminResponse: { before: current.adminResponse ?? null, after: adminResponse } },
    });
    await tx.recordEvent('feedback.answered', {
      feedbackId: saved.id,
      userId: saved.userId,
      email: user?.email ?? '',
      userName: user?.profileVersion ? displayName(user) : saved.username,
      adminResponse,
    });
    return saved;
  });
  deps.log.info({ feedbackId: id, adminId: admin.userId, status: row.status }, 'feedback answered');
  const [view] = await withUserNames(deps.db, [row]);
  return view!;
}
