import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { forbidden } from '@lunchbox/kit/errors/app-error';
import type { CreditEntryRow } from '../db/schema.ts';
import { creditEntriesOf } from '../credit/credit-repository.ts';

/** A user's credit ledger for their own data download: the user alone, not an administrator. */
export async function creditLedgerOfUser(db: Database, caller: Caller | null, userId: number): Promise<CreditEntryRow[]> {
  if (requireCaller(caller).userId !== userId) throw forbidden();
  return creditEntriesOf(db, userId);
}
