import type { LunchCount } from './rush.ts';

/** What one part of the bench placed, as the database counted it afterwards. */
export interface CheckoutTally {
  /** 'burst' or 'rush'. */
  part: string;
  count: LunchCount;
  /** Checkouts that did not answer 201. */
  failed: number;
  /** Double submissions that did not answer the same orders twice, placed once (the burst's). */
  inconsistentDoubles?: number;
}

/**
 * Everything that makes the bench fail, one sentence each: a lost, duplicated or unasked-for lunch,
 * a checkout that did not answer 201, a double submission answered inconsistently. Time never
 * fails the bench; the goals are printed beside the figures instead.
 */
export function lunchProblems(tallies: CheckoutTally[]): string[] {
  return tallies.flatMap(({ part, count, failed, inconsistentDoubles = 0 }) => [
    ...(count.lost > 0 ? [`${part}: ${count.lost} lunches lost`] : []),
    ...(count.duplicated > 0 ? [`${part}: ${count.duplicated} lunches duplicated`] : []),
    ...(count.unexpected > 0 ? [`${part}: ${count.unexpected} lunches nobody asked for`] : []),
    ...(failed > 0 ? [`${part}: ${failed} checkouts did not answer 201`] : []),
    ...(inconsistentDoubles > 0 ? [`${part}: ${inconsistentDoubles} double submissions did not answer the same orders, placed once`] : []),
  ]);
}

/** The bench's exit code: 1 when anything was lost, doubled or refused. */
export function exitCodeFor(problems: string[]): number {
  return problems.length > 0 ? 1 : 0;
}
