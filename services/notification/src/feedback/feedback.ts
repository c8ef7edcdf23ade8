import { requireAdmin, requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { notFound } from '@lunchbox/kit/errors';
import { feedbackResponseSchema } from '@lunchbox/domain/communication-schemas';
import { feedbackFormSchema } from '@lunchbox/domain/feedback-schemas';
import type { FeedbackRow, FeedbackStatus } from '../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUser, findKnownUsers } from '../read-models/users.ts';
import type { Executor } from '@lunchbox/kit/db';
import { allFeedback, feedbackOfUser, findFeedbackForUpdate, insertFeedback, saveResponse } from './feedback-repository.ts';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

export type FeedbackView = FeedbackRow & { userName: string };

/** The name shown with feedback: the user's full name as identity last announced it, else the username they sent it as. */
async function withUserNames(tx: Executor, rows: FeedbackRow[]): Promise<FeedbackView[]> {
  const users = new Map((await findKnownUsers(tx, [...new Set(rows.map((row) => row.userId))])).map((user) => [user.userId, user]));
  return rows.map((row) => {
    const user = users.get(row.userId);
    return { ...row, userName: user?.profileVersion ? displayName(user) : row.username };
  });
}

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

/** The caller's own feedback, newest first. */
export async function listMyFeedback(deps: NotificationDeps, caller: Caller | null): Promise<FeedbackView[]> {
  const parent = requireCaller(caller);
  return inOneSnapshot(deps, async (tx) => withUserNames(tx, await feedbackOfUser(tx, parent.userId)));
}

/** Administrators: everyone's feedback, newest first. */
export async function listAllFeedback(deps: NotificationDeps, caller: Caller | null): Promise<FeedbackView[]> {
  requireAdmin(caller);
  return inOneSnapshot(deps, async (tx) => withUserNames(tx, await allFeedback(tx)));
}

/**
 * The feedback rows and the names beside them come from one snapshot: read apart, a user deleted
 * between the two reads left their feedback listed under their bare username.
 */
function inOneSnapshot<T>(deps: NotificationDeps, read: (tx: Executor) => Promise<T>): Promise<T> {
  return deps.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

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
