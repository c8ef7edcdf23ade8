import assert from 'node:assert/strict';
import http from 'node:http';
import { Writable } from 'node:stream';
import { test } from '@jest/globals';
import { pino } from 'pino';
import { logContext, runWithRequestId } from '../process/logger.ts';
import { listen } from '../http/subgraph-server.ts';
import { inSpan, startTracing, tracerOf } from './tracing.ts';

/** A logger made as the root logger is, writing its lines where the test can read them. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ base: undefined, mixin: () => logContext() }, stream), lines };
}

test('when tracing is off, then a log line keeps its request id and carries no trace id', async () => {
  const { log, lines } = capturedLogger();
  await runWithRequestId('req-off', () => inSpan(tracerOf('test'), 'work', {}, async () => log.warn('inside')));
  assert.equal(lines[0]?.requestId, 'req-off');
  assert.equal('traceId' in (lines[0] ?? {}), false);
});

test('when tracing is on, then a log line written inside a span keeps its request id and gains that span’s trace id', async () => {
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  const port = await listen(receiver, 0);
  const tracing = await startTracing('log-test', `http://127.0.0.1:${port}`);
  try {
    const { log, lines } = capturedLogger();
    const traceId = await runWithRequestId('req-on', () =>
      inSpan(tracerOf('test'), 'work', {}, async (span) => {
        log.warn('inside');
        return span.spanContext().traceId;
      }),
    );
    log.warn('outside');
    assert.match(traceId, /^[0-9a-f]{32}$/);
    assert.deepEqual([lines[0]?.requestId, lines[0]?.traceId], ['req-on', traceId]);
    assert.equal('traceId' in (lines[1] ?? {}), false);
  } finally {
    await tracing.stop();
    receiver.close();
  }
});
