import assert from 'node:assert/strict';
import { test } from 'node:test';
import { operationLabel } from './metrics.ts';

test('when clients send ever new operation names, then metrics keep the first 200 and count the rest as (other)', () => {
  assert.equal(operationLabel('Checkout'), 'Checkout');
  for (let index = 0; index < 300; index += 1) operationLabel(`Minted${index}`);
  assert.equal(operationLabel('Checkout'), 'Checkout', 'a name seen before keeps its series');
  assert.equal(operationLabel('Minted150'), 'Minted150');
  assert.equal(operationLabel('Minted250'), '(other)');
  assert.equal(operationLabel(undefined), '(anonymous)');
  assert.equal(operationLabel('x'.repeat(101)), '(other)');
});
