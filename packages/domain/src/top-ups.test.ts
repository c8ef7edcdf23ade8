import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { topUpDecisionSchema, topUpListQuerySchema, topUpRequestSchema, topUpTransition } from './top-ups.ts';

function refusal(body: unknown): string | undefined {
  const result = topUpRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('top-ups', () => {
  it('when the amount is decimal text from 5.00 to 500.00, then it becomes integer cents', () => {
    assert.deepEqual(topUpRequestSchema.parse({ amount: '5' }), { amountCents: 500 });
    assert.deepEqual(topUpRequestSchema.parse({ amount: ' 20.5 ' }), { amountCents: 2050 });
    assert.deepEqual(topUpRequestSchema.parse({ amount: '500.00' }), { amountCents: 50_000 });
  });

  it('when the amount is outside 5.00 to 500.00, negative, malformed or missing, then the refusal names the field', () => {
    assert.equal(refusal({ amount: '4.99' }), 'amount must be between 5.00 and 500.00');
    assert.equal(refusal({ amount: '500.01' }), 'amount must be between 5.00 and 500.00');
    assert.equal(refusal({ amount: '-20.00' }), 'amount must be between 5.00 and 500.00');
    assert.equal(refusal({ amount: '20.005' }), 'amount must be a dollar amount with at most 2 decimals, such as 10.00');
    assert.equal(refusal({ amount: null }), 'amount must be a dollar amount with at most 2 decimals, such as 10.00');
    assert.equal(refusal({}), 'amount is required');
    assert.equal(refusal([]), 'The request body must be an object');
  });

  it('when the administrator decides, then only paid or failed is accepted', () => {
    assert.deepEqual(topUpDecisionSchema.parse({ status: 'paid' }), { status: 'paid' });
    assert.equal(topUpDecisionSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message, 'status must be one of: paid, failed');
    assert.equal(topUpDecisionSchema.safeParse({ status: 'paid', amount: '9' }).error?.issues[0]?.message, 'Unknown field: amount');
  });

  it('when the list is filtered by status, then a blank filter means every top-up and an unknown one is refused', () => {
    assert.deepEqual(topUpListQuerySchema.parse({ status: 'pending' }), { status: 'pending' });
    assert.equal(topUpListQuerySchema.parse({ status: '' }).status, undefined);
    assert.equal(topUpListQuerySchema.safeParse({ status: 'lost' }).error?.issues[0]?.message, 'status must be one of: pending, paid, failed');
  });

  it('when a top-up is decided twice, then it is credited once and a contrary decision is refused', () => {
    assert.equal(topUpTransition('pending', 'paid'), 'credit');
    assert.equal(topUpTransition('pending', 'failed'), 'fail');
    assert.equal(topUpTransition('paid', 'paid'), 'unchanged');
    assert.equal(topUpTransition('failed', 'failed'), 'unchanged');
    assert.equal(topUpTransition('paid', 'failed'), 'conflict');
    assert.equal(topUpTransition('failed', 'paid'), 'conflict');
  });
});
