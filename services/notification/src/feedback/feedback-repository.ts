import { desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { feedback, type FeedbackRow, type FeedbackStatus } from '../db/schema.ts';

export interface NewFeedback {
  userId: number;
  username: string;
  category: 'general' | 'specific';
  rating: number;
  date: string | null;
  subject: string;
  message: string;
}

export async function insertFeedback(tx: Executor, values: NewFeedback, at: Date): Promise<FeedbackRow> {
  const [row] = await tx
    .insert(feedback)
    .values({ ...values, createdAt: at })
    .returning();
  if (!row) throw new Error('inserting feedback returned no row');
  return row;
}

/** Newest first. */
export async function feedbackOfUser(tx: Executor, userId: number): Promise<FeedbackRow[]> {
  return tx.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt), desc(feedback.id));
}

/** Newest first. */
export async function allFeedback(tx: Executor): Promise<FeedbackRow[]> {
  return tx.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id));
}

export async function findFeedback(tx: Executor, id: number): Promise<FeedbackRow | null> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id));
  return row ?? null;
}

/** Locks the row, so two administrators answering at once are applied one after the other. */
export async function findFeedbackForUpdate(tx: Transaction, id: number): Promise<FeedbackRow | null> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row ?? null;
}

export async function saveResponse(
  tx: Transaction,
  id: number,
  response: { adminResponse: string; responseDate: Date; status: FeedbackStatus },
): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(response).where(eq(feedback.id, id)).returning();
  if (!row) throw new Error(`feedback ${id} vanished while being answered`);
  return row;
}

export async function deleteFeedbackOfUser(tx: Executor, userId: number): Promise<number> {
  const removed = await tx.delete(feedback).where(eq(feedback.userId, userId)).returning({ id: feedback.id });
  return removed.length;
}
