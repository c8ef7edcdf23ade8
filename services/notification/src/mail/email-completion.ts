// What closing an e-mail writes once every delivery is settled: counts, status, the errors the
// administrator reads, and its texts with the secrets taken out.
import type { EmailStatus } from '../db/schema.ts';
import type { EmailRecord } from './history/records.ts';

export interface CompletedEmail {
  id: number;
  status: EmailStatus;
  sentCount: number;
  failedCount: number;
}

/** A delivery as its e-mail's completion counts it. */
export interface SettledDelivery {
  id: number;
  recipient: string;
  status: string;
  error: string | null;
}

/** Counted from the e-mail's deliveries, in their order (any still pending counts as not sent). */
export function completionOf(email: EmailRecord, deliveries: SettledDelivery[]) {
  const sentCount = deliveries.filter((delivery) => delivery.status === 'sent').length;
  const failed = deliveries.filter((delivery) => delivery.status !== 'sent');
  const failedCount = failed.length;
  const status: EmailStatus = failedCount === 0 ? 'sent' : sentCount === 0 ? 'failed' : 'partial';
  const error =
    failedCount === 0
      ? null
      : deliveries.length === 1
        ? (failed[0]?.error ?? 'not sent')
        : failed.map((delivery) => `${delivery.recipient}: ${delivery.error ?? 'not sent'}`).join('\n');
  // Only an e-mail with secrets in it has its texts rewritten (the secrets taken out); the others keep theirs untouched.
  const redact = (value: string) => (email.redactions ?? []).reduce((text, secret) => (secret ? text.split(secret).join('[link removed]') : text), value);
  const texts = email.redactions?.length ? { subject: redact(email.subject), message: redact(email.message), html: redact(email.html) } : null;
  return { status, sentCount, failedCount, error, texts };
}
