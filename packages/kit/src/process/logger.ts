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

/**
 * Gives a request's context its `log`, a child logger bound to the request id, made when the first
 * line is written rather than for every request (few write one; a rush makes hundreds a second).
 */
export function withRequestLog<T extends object>(fields: T, parent: Logger, requestId: string): T & { readonly log: Logger } {
  let log: Logger | undefined;
  return Object.defineProperty(fields, 'log', { enumerable: true, get: () => (log ??= parent.child({ requestId })) }) as T & { readonly log: Logger };
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
