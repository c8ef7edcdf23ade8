import { isUniqueViolation } from '@lunchbox/kit/db/database';
import { notFound, type AppError } from '@lunchbox/kit/errors/app-error';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser, toUserEventData } from './public-user.ts';
import { USER_NOT_FOUND } from './user-messages.ts';
import { updateUser, type NewUserRow } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/**
 * Saves changes to a user's account and announces them (user.updated) in one transaction, for the
 * profile and the administrator's edit alike. `check` runs first in that transaction; a unique
 * index that still trips (two edits at once) answers `taken`.
 */
export async function saveUserChanges(
  deps: IdentityDeps,
  userId: number,
  changes: Partial<NewUserRow>,
  taken: AppError,
  check?: (tx: EventTransaction) => Promise<void>,
): Promise<PublicUser> {
  try {
    const updated = await deps.transactionWithEvents(async (tx) => {
      await check?.(tx);
      const row = await updateUser(tx, userId, changes);
      if (!row) throw notFound(USER_NOT_FOUND);
      await tx.recordEvent('user.updated', toUserEventData(row));
      return row;
    });
    return toPublicUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
}
