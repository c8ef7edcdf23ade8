import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import { currentTraceId } from '../observability/tracing.ts';

const context = new AsyncLocalStorage<{ requestId?: string; eventId?: string }>();

export const rootLogger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
  mixin: () => logContext(),
});

/**
 * What every line carries: the id of the request or event being handled, whichever is current, and
 * the trace id when tracing is on, so a line leads to its trace and back.
 */
export function logContext(): { requestId?: string; eventId?: string; traceId?: string } {
  const ids = context.getStore() ?? {};
  const traceId = currentTraceId();
  return traceId ? { ...ids, traceId } : ids;
}

export function createLogger(service: string): Logger {
  return rootLogger.child({ service });
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

export function runWithEventId<T>(eventId: string, fn: () => T): T {
  return context.run({ eventId }, fn);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
