import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { closureInputSchema } from './closure-schemas.ts';
import { canCloseDate, closedDayLabel, closureOn } from './school-closures.ts';

describe('school closures', () => {
  it('when a view lists no items for a date, then it shows the closure of that date and nothing for an open one', () => {
    const closures = [{ date: '2026-11-26', reason: 'Thanksgiving' }];
    assert.deepEqual(closureOn(closures, '2026-11-26'), { date: '2026-11-26', reason: 'Thanksgiving' });
    assert.equal(closedDayLabel(closures, '2026-11-26'), 'No service – Thanksgiving');
    assert.equal(closedDayLabel(closures, '2026-11-27'), null);
  });
});

describe('closure input', () => {
  it('when a closure is declared, then the date must be a real date, the reason given, and the date not past', () => {
    assert.deepEqual(closureInputSchema.parse({ date: '2026-11-26', reason: '  Thanksgiving ' }), { date: '2026-11-26', reason: 'Thanksgiving' });
    assert.equal(closureInputSchema.safeParse({ date: '2026-02-30', reason: 'x' }).error?.issues[0]?.message, 'Date must be in the form YYYY-MM-DD');
    assert.equal(closureInputSchema.safeParse({ date: '2026-11-26', reason: ' ' }).error?.issues[0]?.message, 'Reason is required');
    assert.equal(canCloseDate('2026-11-25', '2026-11-25'), true);
    assert.equal(canCloseDate('2026-11-24', '2026-11-25'), false);
  });
});
