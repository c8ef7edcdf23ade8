import { describe, expect, it } from '@jest/globals';
import { exitCodeFor, lunchProblems, type CheckoutTally } from './verdict.ts';

const clean = { expected: 250, stored: 250, lost: 0, duplicated: 0, unexpected: 0 };

describe('the bench verdict on what the database counted', () => {
  it('when every lunch is stored once and every checkout answered 201, then the bench exits 0', () => {
    const tallies: CheckoutTally[] = [
      { part: 'burst', count: clean, failed: 0, inconsistentDoubles: 0 },
      { part: 'rush', count: clean, failed: 0 },
    ];
    expect(lunchProblems(tallies)).toEqual([]);
    expect(exitCodeFor(lunchProblems(tallies))).toBe(0);
  });

  it('when one rush lunch is lost, then the bench names it and exits 1', () => {
    const problems = lunchProblems([{ part: 'rush', count: { ...clean, stored: 249, lost: 1 }, failed: 0 }]);
    expect(problems).toEqual(['rush: 1 lunches lost']);
    expect(exitCodeFor(problems)).toBe(1);
  });

  it('when a burst lunch is stored twice, then the bench names it and exits 1', () => {
    const problems = lunchProblems([{ part: 'burst', count: { ...clean, stored: 251, duplicated: 1 }, failed: 0 }]);
    expect(problems).toEqual(['burst: 1 lunches duplicated']);
    expect(exitCodeFor(problems)).toBe(1);
  });

  it('when checkouts fail or a double submission answers differently, then each is named and the bench exits 1', () => {
    const problems = lunchProblems([{ part: 'burst', count: { ...clean, unexpected: 2 }, failed: 3, inconsistentDoubles: 1 }]);
    expect(problems).toEqual([
      'burst: 2 lunches nobody asked for',
      'burst: 3 checkouts did not answer 201',
      'burst: 1 double submissions did not answer the same orders, placed once',
    ]);
    expect(exitCodeFor(problems)).toBe(1);
  });
});
