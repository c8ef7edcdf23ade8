import type { NotificationRecord } from '../api/notification-history.ts';

export interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/** The e-mail alert's fallback when the server gave no reason (admin-area.md section 8). */
export const EMAIL_FAILED_FALLBACK = 'Failed to send email. Please try again.';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * What the e-mail alert says, from what the server answered (this fixes the known defect of
 * admin-area.md section 8, where success was shown whatever happened): how many were sent and how
 * many failed, or why it failed.
 */
export function emailOutcome(record: NotificationRecord): Outcome {
  const counts = `${record.sentCount} sent, ${record.failedCount} failed.`;
  switch (record.status) {
    case 'sent':
      if (record.recipientCount === 0) return { severity: 'warning', text: 'No recipients matched, so no email was sent.' };
      return { severity: 'success', text: `Email sent successfully! ${counts}` };
    case 'partial':
      return {
        severity: 'warning',
        text: `Email sent to ${plural(record.sentCount, 'recipient')}, but ${record.failedCount} failed.${record.error ? ` ${record.error}` : ''}`,
      };
    case 'pending':
      return { severity: 'info', text: `The email to ${plural(record.recipientCount, 'recipient')} is still being sent; the history will show how it went.` };
    default:
      return { severity: 'error', text: `${record.error ? `Failed to send email: ${record.error}` : EMAIL_FAILED_FALLBACK} (${counts})` };
  }
}
