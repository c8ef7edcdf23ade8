import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from '@jest/globals';
import { idempotentMutationsOf, replayOf } from './idempotency.ts';

const supergraphSdl = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../infra/supergraph.graphql'), 'utf8');
const idempotent = idempotentMutationsOf(supergraphSdl);

describe('which mutations the schema declares idempotent', () => {
  test('when the gateway reads the supergraph, then ordering’s checkout and placeLunchOrder are idempotent under their checkoutId, and nothing else is', () => {
    assert.deepEqual(
      new Map(idempotent),
      new Map([
        ['checkout', 'checkoutId'],
        ['placeLunchOrder', 'checkoutId'],
      ]),
    );
  });

  test('when a subgraph declares a mutation @idempotent(key: …), then the supergraph the gateway reads says so', () => {
    const sdl = 'type Query { a: Int } type Mutation { pay(ref: String): Int @idempotent(key: "ref") @join__field(graph: X) send: Int }';
    assert.deepEqual([...idempotentMutationsOf(sdl)], [['pay', 'ref']]);
  });
});

describe('which subgraph requests may be sent twice', () => {
  const replay = (query: string, variables?: Record<string, unknown>) => replayOf({ query, variables }, idempotent);

  test('when the operation is a query, then it may', () => {
    assert.equal(replay('query Q { me { id } }'), 'safe');
    assert.equal(replay('{ me { id } }'), 'safe');
  });

  test('when a mutation is a checkout with its checkoutId, then it may; without one, or with another field beside it, it may not', () => {
    const checkout = 'mutation($checkoutId: String, $items: [CartItemInput]) { checkout(checkoutId: $checkoutId, items: $items) { checkoutId } }';
    assert.equal(replay(checkout, { checkoutId: '6f1c2a4e-8d9b-4c3a-9e2f-1a2b3c4d5e6f', items: [] }), 'safe');
    assert.equal(replay(checkout, { checkoutId: null, items: [] }), 'unsafe');
    assert.equal(replay('mutation { placeLunchOrder(input: {}, checkoutId: "6f1c2a4e-8d9b-4c3a-9e2f-1a2b3c4d5e6f") { id } }'), 'safe');
    assert.equal(replay('mutation { placeLunchOrder(input: {}) { id } }'), 'unsafe');
    assert.equal(
      replay(`mutation($checkoutId: String) { checkout(checkoutId: $checkoutId) { checkoutId } addChild(input: {}) { id } }`, { checkoutId: 'x' }),
      'unsafe',
    );
  });

  test('when a mutation is anything else, or the text does not parse, then it may not', () => {
    assert.equal(replay('mutation { login(username: "a", password: "b") { id } }'), 'unsafe');
    assert.equal(replay('mutation {'), 'unsafe');
  });
});
