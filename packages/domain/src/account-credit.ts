/**
 * Account credit (issue 10 section 4), integer cents throughout: the ledger's balance, what a
 * checkout takes from it and how that spreads over its lunches, and what cancelling a lunch gives
 * back. The ordering service keeps the ledger; the cart shows the same sums.
 */

/** A credit ledger entry: positive when credited (a cancelled paid lunch), negative when used at checkout. */
export interface CreditEntryFacts {
  amountCents: number;
}

/** The balance is the sum of the ledger, never a stored number that can drift. */
export function creditBalanceCents(entries: readonly CreditEntryFacts[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/** What checkout takes from the balance: as much as the total needs, never more than there is. */
export function applyCredit(balanceCents: number, totalCents: number): { creditAppliedCents: number; amountDueCents: number } {
  const creditAppliedCents = Math.max(0, Math.min(balanceCents, totalCents));
  return { creditAppliedCents, amountDueCents: totalCents - creditAppliedCents };
}

/**
 * Spreads the credit a checkout used over its lunches, earliest first, so each lunch knows how
 * much of it was paid by credit (what a cancellation gives back while the rest is unpaid).
 */
export function allocateCredit(lunchTotalsCents: readonly number[], creditCents: number): number[] {
  let left = creditCents;
  return lunchTotalsCents.map((total) => {
    const share = Math.min(total, left);
    left -= share;
    return share;
  });
}

/** What cancelling a lunch credits: all of it when paid, else the part credit had paid. */
export function creditOnCancel(lunch: { isPaid: boolean; totalCents: number; creditCents: number }): number {
  return lunch.isPaid ? lunch.totalCents : lunch.creditCents;
}
