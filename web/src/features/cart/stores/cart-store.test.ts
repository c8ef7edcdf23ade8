import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createCartStore } from './cart-store.ts';
import { describeFailure } from '../../../lib/server-errors.ts';

/** A store over its own in-memory stand-in for the browser's localStorage. */
function newStore() {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
  return createCartStore(() => storage);
}

const lunch = (id: string) => ({ id, childName: 'Ana', lunchDate: '2026-12-01', lunchOptions: ['Pasta'] });

/** A checkout refused the way the services answer it: the domain code and the refused cart item. */
function refusedCheckout(cartItemId: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message: 'Order deadline has passed for 12/1/2026', extensions: { code: 'ORDER_DEADLINE_PASSED', cartItemId } }],
  });
}

function markFrom(store: ReturnType<typeof createCartStore>, error: unknown) {
  const failure = describeFailure(error);
  if (failure.kind === 'server' && failure.cartItemId) store.markRefused({ cartItemId: failure.cartItemId, message: failure.message });
}

describe('the cart store', () => {
  test('when a checkout is refused for one cart item, then that item is marked with the message and every screen hears of it', () => {
    const store = newStore();
    store.save(42, [lunch('a'), lunch('b')]);
    let heard = 0;
    store.subscribe(() => (heard += 1));

    markFrom(store, refusedCheckout('b'));

    assert.deepEqual(store.refusal(), { cartItemId: 'b', message: 'Order deadline has passed for 12/1/2026' });
    assert.equal(heard, 1);
    assert.equal(store.count(42), 2, 'the refused lunch stays in the cart');
  });

  test('when the REST façade refuses a checkout, then the item named in its error body is marked', () => {
    const store = newStore();
    const body = JSON.stringify({ error: 'An order for Ana on 12/1/2026 already exists', code: 'ORDER_ALREADY_EXISTS', cartItemId: 'a' });
    markFrom(store, new ServerError('Response not successful', { response: new Response(body, { status: 409 }), bodyText: body }));
    assert.equal(store.refusal()?.cartItemId, 'a');
  });

  test('when the refused item is removed from the cart, then no item is marked any more', () => {
    const store = newStore();
    store.save(42, [lunch('a'), lunch('b')]);
    markFrom(store, refusedCheckout('b'));

    store.save(42, [lunch('a')]);

    assert.equal(store.refusal(), null);
  });

  test('when a refusal names no cart item, then nothing is marked', () => {
    const store = newStore();
    store.save(42, [lunch('a')]);
    markFrom(store, new CombinedGraphQLErrors({ errors: [{ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } }] }));
    assert.equal(store.refusal(), null);
  });

  test("when one user's cart is cleared, then another user's cart and the guest cart stay", () => {
    const store = newStore();
    store.save(42, [lunch('a')]);
    store.save(7, [lunch('b'), lunch('c')]);
    store.save(null, [lunch('d')]);

    store.clear(42);

    assert.deepEqual([store.count(42), store.count(7), store.count(null)], [0, 2, 1]);
  });
});
