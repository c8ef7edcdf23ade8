import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type Logger } from 'pino';
import { currentTraceId } from '../observability/tracing.ts';

const context = new AsyncLocalStorage<{ requestId?: string; eventId?: string }>();

/**
 * Under tests (NODE_ENV=test) errors only: the services' warnings there are ones the tests provoke
 * on purpose (refusals, rate limits, a replica taken out of rotation, the web app not built for
 * jest), and a passing run should show which suites passed and, for a failing one, why.
 * LOG_LEVEL=warn shows them when a failing test needs the services' story.
 */
export const rootLogger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'error' : 'info'),
  base: undefined,
  mixin: () => logContext(),
  serializers: { err: serializeError, error: serializeError },
});

/**
 * An error as one line can hold it: its type, message (with its causes'), code, stack and the
 * plain values it carries (a pg error's detail, a socket error's syscall). pino's own serializer
 * copies every field, and some errors carry whole objects (pg-pool sets `err.client`, HTTP clients
 * a request or response): those are left out, or one line dumps a connection's parsed statements,
 * type tables and socket state.
 */
export function serializeError(error: unknown): unknown {
  const full = stdSerializers.err(error as Error) as unknown;
  if (!full || typeof full !== 'object' || full === error) return error;
  const line: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) line[key] = value;
    else if (key === 'aggregateErrors' && Array.isArray(value)) line[key] = value.map((each: { raw?: unknown }) => serializeError(each.raw));
    else if (typeof value === 'object' && 'raw' in value) line[key] = serializeError((value as { raw: unknown }).raw);
  }
  return line;
}

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
 * The getter sits on the context's prototype, one per parent logger: Apollo Server copies a
 * context's own enumerable fields into a new object of the same prototype for every operation,
 * which called an own getter and made the logger anyway, twice a checkout (gateway and subgraph).
 */
export function withRequestLog<T extends { requestId: string }>(fields: T, parent: Logger): T & { readonly log: Logger } {
  return Object.assign(Object.create(requestLogPrototypeOf(parent)) as object, fields) as T & { readonly log: Logger };
}

const requestLogPrototypes = new WeakMap<Logger, object>();

function requestLogPrototypeOf(parent: Logger): object {
  let prototype = requestLogPrototypes.get(parent);
  if (!prototype) {
    prototype = {
      get log(): Logger {
        const log = parent.child({ requestId: (this as { requestId: string }).requestId });
        // Kept on this context, not enumerable: a copy Apollo makes of it gets the getter again.
        Object.defineProperty(this, 'log', { value: log });
        return log;
      },
    };
    requestLogPrototypes.set(parent, prototype);
  }
  return prototype;
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
