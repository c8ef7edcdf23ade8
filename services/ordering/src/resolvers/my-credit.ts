import { centsToDecimalString } from '@lunchbox/domain/money';
import type { CreditEntryRow } from '../db/schema.ts';

/** What the graph shows of a parent's credit: the balance and each entry as decimal text. */
export function toMyCredit(credit: { balanceCents: number; entries: CreditEntryRow[] }) {
  return {
    balance: centsToDecimalString(credit.balanceCents),
    entries: credit.entries.map(toCreditEntry),
  };
}

/** One ledger row as the graph shows it, the amount as decimal text. */
export function toCreditEntry(entry: CreditEntryRow) {
  return {
    amount: centsToDecimalString(entry.amountCents),
    reason: entry.reason,
    orderId: entry.orderId,
    topUpReference: entry.topUpReference,
    createdAt: entry.createdAt.toISOString(),
  };
}
