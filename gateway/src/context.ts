// Who is asking: each request's context, its session as identity confirms it.
import type { Request, Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@lunchbox/kit/session-headers';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import type { VerifiedSession } from '@lunchbox/contracts/users';
import { AppError } from '@lunchbox/kit/errors';

export interface GatewayContext {
  requestId: string;
  clientIp: string;
  session: VerifiedSession | null;
  /** Where identity's session hand-off becomes a cookie. */
  res: ExpressResponse;
  log: Logger;
}

export type SessionVerifier = (token: string, requestId: string) => Promise<VerifiedSession | null>;

export async function buildContext(req: Request, res: ExpressResponse, verify: SessionVerifier, log: Logger): Promise<GatewayContext> {
  const requestId = (res.locals.requestId as string | undefined) ?? requestIdOf(req);
  const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  const session = token ? await verify(token, requestId) : null;
  return { requestId, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown', session, res, log: log.child({ requestId }) };
}

/**
 * Asks identity, which owns sessions, whether the cookie's session is still live. Asking every
 * time (rather than trusting the signature alone) is what makes logout end a copied cookie at once.
 */
export function createSessionVerifier(identityGraphqlUrl: string, log: Logger) {
  const endpoint = new URL('/internal/session', identityGraphqlUrl).toString();
  return async function verify(token: string, requestId: string): Promise<VerifiedSession | null> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({ token }),
      });
    } catch (error) {
      log.error({ err: error }, 'identity unreachable while checking a session');
      throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.');
    }
    if (response.status === 401) return null;
    if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.');
    return (await response.json()) as VerifiedSession;
  };
}
