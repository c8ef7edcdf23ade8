import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CART_UPDATED_EVENT, cartBadgeLabel, cartStorageKey } from './cart-storage-key.ts';

describe('cart storage', () => {
  it("when a user is signed in, then the cart is kept under 'cart_<id>', otherwise under 'cart_guest'", () => {
    assert.equal(cartStorageKey(42), 'cart_42');
    assert.equal(cartStorageKey('42'), 'cart_42');
    assert.equal(cartStorageKey(null), 'cart_guest');
    assert.equal(cartStorageKey(undefined), 'cart_guest');
    assert.equal(CART_UPDATED_EVENT, 'cart-updated');
  });

  it('when the cart holds more than 99 entries, then the badge reads 99+', () => {
    assert.equal(cartBadgeLabel(0), '0');
    assert.equal(cartBadgeLabel(99), '99');
    assert.equal(cartBadgeLabel(100), '99+');
  });
});
