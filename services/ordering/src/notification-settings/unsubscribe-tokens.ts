import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token (RFC 8058): `<kind>.<userId>.<mac>`, the MAC an HMAC of
 * `unsubscribe:<kind>:<userId>` under ordering's calendar secret. Whoever holds it may turn that kind
 * of e-mail off for that user alone; changing the kind or the user breaks the MAC.
 */
export const UNSUBSCRIBE_KINDS = ['reminders', 'lowBalance'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

function macOf(secret: string, kind: UnsubscribeKind, userId: number): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${kind}:${userId}`).digest();
}

export function unsubscribeToken(secret: string, kind: UnsubscribeKind, userId: number): string {
  return `${kind}.${userId}.${macOf(secret, kind, userId).toString('base64url')}`;
}

/** The kind and user a token was made for, or null for anything not made with the secret. */
export function verifyUnsubscribeToken(secret: string, token: string): { kind: UnsubscribeKind; userId: number } | null {
  const [kind, user, mac, ...rest] = token.trim().split('.');
  if (rest.length > 0 || !mac || !UNSUBSCRIBE_KINDS.includes(kind as UnsubscribeKind) || !/^[1-9]\d{0,9}$/.test(user ?? '')) return null;
  const userId = Number(user);
  const expected = macOf(secret, kind as UnsubscribeKind, userId);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { kind: kind as UnsubscribeKind, userId };
}
