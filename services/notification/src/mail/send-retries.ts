// How often a recipient is tried, how long the sender waits in between, and which failures end the trying.

export interface RetryPolicy {
  attempts: number;
  /** The first pause; it doubles after each attempt. */
  backoffMs: number;
}

/** The pause after a failed attempt (1, 2, …) before the next one. */
export function backoffAfter(retry: RetryPolicy, attempt: number): number {
  return retry.backoffMs * 2 ** (attempt - 1);
}

/** The last attempt was made, or the failure is one no retry will change. */
export function isFinalFailure(retry: RetryPolicy, attempt: number, error: unknown): boolean {
  return attempt >= retry.attempts || isPermanent(error);
}

/** A 5xx answer (mailbox unknown, message refused) will not change on a retry; anything else may. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** The failure as the history shows it: the message, with the server's answer code when there is one. */
export function describeSendError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
