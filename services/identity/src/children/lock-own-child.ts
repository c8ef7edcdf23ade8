import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { Transaction } from '@lunchbox/kit/db/database';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { lockChild, type ChildRow } from './child-repository.ts';

export const CHILD_NOT_FOUND = 'Child profile not found';

/** A parent reaches only their own children, administrators every child; someone else's child is answered as not found, so ids cannot be probed. */
export async function lockOwnChild(tx: Transaction, caller: Caller, childId: number): Promise<ChildRow> {
  const row = await lockChild(tx, childId, caller.isAdmin ? undefined : caller.userId);
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return row;
}
