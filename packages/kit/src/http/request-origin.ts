import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Where a request came from, for the audit trail and the list of where a user is signed in. The gateway, the only part facing browsers, sets
 * both headers on every subgraph request from the browser's own connection and User-Agent; it never
 * passes a browser's headers of these names on, so a client cannot write them past the gateway.
 */
export const CLIENT_IP_HEADER = 'x-forwarded-for';
export const CLIENT_AGENT_HEADER = 'x-lunchbox-user-agent';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Long enough for any real browser's User-Agent; a longer one is cut rather than stored whole. */
const MAX_AGENT_LENGTH = 512;

const origins = new AsyncLocalStorage<RequestOrigin>();

export function requestOriginOf(headers: IncomingHttpHeaders, socketAddress: string | undefined): RequestOrigin {
  const forwarded = headers[CLIENT_IP_HEADER];
  const ip = (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) || socketAddress || null;
  const agent = headers[CLIENT_AGENT_HEADER];
  return { ip, userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, MAX_AGENT_LENGTH) : null };
}

export function runWithRequestOrigin<T>(origin: RequestOrigin, fn: () => T): T {
  return origins.run(origin, fn);
}

/** The origin of the request being served; none for work started by an event or a timer. */
export function currentRequestOrigin(): RequestOrigin {
  return origins.getStore() ?? { ip: null, userAgent: null };
}
