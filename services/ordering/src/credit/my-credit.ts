import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { creditBalanceCents } from '@lunchbox/domain/account-credit';
import type { CreditEntryRow } from '../db/schema.ts';
import { creditEntriesOf } from './credit-repository.ts';

/** GET /api/my-credit: the caller's balance (the ledger's sum) and its entries, newest first. */
export async function myCredit(db: Database, caller: Caller | null): Promise<{ balanceCents: number; entries: CreditEntryRow[] }> {
  const parent = requireCaller(caller);
  const entries = await creditEntriesOf(db, parent.userId);
  return { balanceCents: creditBalanceCents(entries), entries };
}
