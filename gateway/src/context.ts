import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@lunchbox/kit/session-headers';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import type { VerifiedSession } from '@lunchbox/contracts/users';

export interface GatewayContext {
  requestId: string;
  clientIp: string;
  session: VerifiedSession | null;
  /** Where identity's session hand-off becomes a cookie. */
  res: Response;
  log: Logger;
}

export type SessionVerifier = (token: string, requestId: string) => Promise<VerifiedSession | null>;

export async function buildContext(req: Request, res: Response, verify: SessionVerifier, log: Logger): Promise<GatewayContext> {
  const requestId = (res.locals.requestId as string | undefined) ?? requestIdOf(req);
  const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  const session = token ? await verify(token, requestId) : null;
  return { requestId, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown', session, res, log: log.child({ requestId }) };
}
