import type { Logger } from 'pino';
import type { VerifiedSession } from '@lunchbox/contracts/users';
import { AppError } from '@lunchbox/kit/errors';

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
