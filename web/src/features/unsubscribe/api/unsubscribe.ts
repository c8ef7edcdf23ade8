/** Which e-mails a link turned off: the weekly reminders or the low-balance alerts. */
export type UnsubscribedKind = 'reminders' | 'lowBalance';

export type UnsubscribeAnswer = { ok: true; kind: UnsubscribedKind } | { ok: false; reason: 'badLink' | 'unreachable' };

/**
 * POST /api/unsubscribe `{ token }` (issue 27 section 2): no session needed, the signed token says
 * whose e-mails and which kind. A refused token (400, 404) is a bad link; no answer, or a 5xx, is the
 * server out of reach, which the page offers to try again.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ token }),
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (response.status >= 500) return { ok: false, reason: 'unreachable' };
  if (!response.ok) return { ok: false, reason: 'badLink' };
  const body = (await response.json().catch(() => null)) as { kind?: unknown } | null;
  const kind = body?.kind;
  return kind === 'reminders' || kind === 'lowBalance' ? { ok: true, kind } : { ok: false, reason: 'unreachable' };
}
