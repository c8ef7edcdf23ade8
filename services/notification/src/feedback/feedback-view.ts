import type { Executor } from '@lunchbox/kit/db/database';
import type { FeedbackRow } from '../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUsers } from '../read-models/users.ts';

/** Feedback as the parent and the administrators see it: with the name of whoever sent it. */
export type FeedbackView = FeedbackRow & { userName: string };

/** The name shown with feedback: the user's full name as identity last announced it, else the username they sent it as. */
export async function withUserNames(tx: Executor, rows: FeedbackRow[]): Promise<FeedbackView[]> {
  const users = new Map((await findKnownUsers(tx, [...new Set(rows.map((row) => row.userId))])).map((user) => [user.userId, user]));
  return rows.map((row) => {
    const user = users.get(row.userId);
    return { ...row, userName: user?.profileVersion ? displayName(user) : row.username };
  });
}

/**
 * The feedback rows and the names beside them come from one snapshot: read apart, a user deleted
 * between the two reads left their feedback listed under their bare username.
 */
export function inOneSnapshot<T>(deps: Pick<NotificationDeps, 'db'>, read: (tx: Executor) => Promise<T>): Promise<T> {
  return deps.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
