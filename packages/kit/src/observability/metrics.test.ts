import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { startMetricsServer } from './http.ts';
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

test("when Prometheus scrapes a process's metrics port, then it gets the metrics as text, and nothing else is served there", async () => {
  const server = await startMetricsServer(0, '127.0.0.1');
  try {
    const scrape = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    assert.equal(scrape.status, 200);
    assert.match(scrape.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    assert.match(text, /^# HELP lunchbox_checkouts_total /m);
    assert.match(text, /^process_cpu_user_seconds_total \d/m);
    const other = await fetch(`http://127.0.0.1:${server.port}/graphql`);
    assert.equal(other.status, 404);
  } finally {
    await server.stop();
  }
});
