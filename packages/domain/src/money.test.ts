import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { centsToDecimalString, centsToDollars, formatCents, InvalidMoneyError, parseCents, sumCents, toCents } from './money.ts';

describe('money', () => {
  it('when a price is written "7.5", then it is 750 cents, stored as "7.50" and shown as "$7.50"', () => {
    const cents = toCents('7.5');
    assert.equal(cents, 750);
    assert.equal(centsToDecimalString(cents), '7.50');
    assert.equal(formatCents(cents), '$7.50');
  });

  it('when prices are written in the usual ways, then each is read exactly', () => {
    assert.equal(toCents('7'), 700);
    assert.equal(toCents('7.50'), 750);
    assert.equal(toCents('7.'), 700);
    assert.equal(toCents('.5'), 50);
    assert.equal(toCents(' 12.05 '), 1205);
    assert.equal(toCents('$7.50'), 750);
    assert.equal(toCents('0'), 0);
    assert.equal(toCents(7.5), 750);
    assert.equal(toCents(0), 0);
  });

  it('when a stored price is read and written back, then the text does not change', () => {
    for (const text of ['0.00', '0.05', '0.10', '4.99', '7.50', '10.00', '1234.56']) {
      assert.equal(centsToDecimalString(toCents(text)), text);
    }
  });

  it('when a price is negative, has more than 2 decimals, or is not a number, then toCents throws and parseCents gives null', () => {
    for (const bad of ['7.555', '-1', '-0.50', 'abc', '', ' ', '.', '$', '1e3', '7,50', '7.5.0', '0x10', NaN, Infinity, -0.5, 7.555, 1.005]) {
      assert.equal(parseCents(bad), null, `parseCents(${String(bad)})`);
      assert.throws(() => toCents(bad), InvalidMoneyError);
    }
  });

  it('when decimals are added that floating point gets wrong, then cents add up exactly', () => {
    assert.notEqual(0.1 + 0.2, 0.3);
    assert.equal(sumCents([toCents('0.1'), toCents('0.2')]), 30);
    assert.equal(formatCents(sumCents([toCents('0.1'), toCents('0.2')])), '$0.30');
    assert.equal(toCents(0.1 + 0.2), 30);
    assert.equal(formatCents(sumCents([toCents('19.99'), toCents('19.99'), toCents('19.99')])), '$59.97');
  });

  it('when cents are shown, then there are always two decimals and a dollar sign', () => {
    assert.equal(formatCents(0), '$0.00');
    assert.equal(formatCents(5), '$0.05');
    assert.equal(formatCents(123456), '$1234.56');
    assert.equal(formatCents(-250), '-$2.50');
    assert.equal(centsToDecimalString(-250), '-2.50');
  });

  it('when a fraction of a cent reaches the money functions, then they refuse it', () => {
    assert.throws(() => sumCents([100, 1.5]), InvalidMoneyError);
    assert.throws(() => formatCents(0.5), InvalidMoneyError);
  });

  it('when cents become the cart amount in dollars, then 750 is 7.5', () => {
    assert.equal(centsToDollars(750), 7.5);
    assert.equal(toCents(centsToDollars(1999)), 1999);
  });
});
