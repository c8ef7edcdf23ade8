import type { AnswerHeaders } from './subgraph-server.ts';

/**
 * Identity hands a new or ended session to the gateway in these response headers; the gateway,
 * the only part facing browsers, turns them into the httpOnly cookie and never passes them on.
 */
export const SESSION_TOKEN_HEADER = 'x-lunchbox-session';
export const SESSION_MAX_AGE_HEADER = 'x-lunchbox-session-max-age';
export const SESSION_CLEAR_HEADER = 'x-lunchbox-session-clear';
export const SESSION_COOKIE = 'lunchbox_session';

export function announceSession(res: AnswerHeaders, session: { token: string; maxAgeSeconds?: number }): void {
  res.setHeader(SESSION_TOKEN_HEADER, session.token);
  if (session.maxAgeSeconds !== undefined) res.setHeader(SESSION_MAX_AGE_HEADER, String(session.maxAgeSeconds));
}

export function announceSessionEnded(res: AnswerHeaders): void {
  res.setHeader(SESSION_CLEAR_HEADER, '1');
}
