import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { allocateCredit, applyCredit, creditBalanceCents, creditOnCancel } from './account-credit.ts';

describe('account credit', () => {
  it('when the ledger has credits and uses, then the balance is their sum in cents', () => {
    assert.equal(creditBalanceCents([{ amountCents: 650 }, { amountCents: 575 }, { amountCents: -1000 }]), 225);
    assert.equal(creditBalanceCents([]), 0);
  });

  it('when a checkout costs more than the balance, then all the balance is applied and the rest is due', () => {
    assert.deepEqual(applyCredit(650, 1675), { creditAppliedCents: 650, amountDueCents: 1025 });
    assert.deepEqual(applyCredit(2000, 1675), { creditAppliedCents: 1675, amountDueCents: 0 });
    assert.deepEqual(applyCredit(0, 550), { creditAppliedCents: 0, amountDueCents: 550 });
  });

  it('when credit is spread over lunches, then the earliest are covered first and the shares add up', () => {
    assert.deepEqual(allocateCredit([550, 625, 500], 700), [550, 150, 0]);
    assert.deepEqual(allocateCredit([550, 625], 0), [0, 0]);
  });

  it('when a lunch is cancelled, then a paid one gives back all, an unpaid one what credit had paid', () => {
    assert.equal(creditOnCancel({ isPaid: true, totalCents: 625, creditCents: 150 }), 625);
    assert.equal(creditOnCancel({ isPaid: false, totalCents: 625, creditCents: 150 }), 150);
    assert.equal(creditOnCancel({ isPaid: false, totalCents: 625, creditCents: 0 }), 0);
  });
});
