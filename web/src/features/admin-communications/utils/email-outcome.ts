import type { TFunction } from 'i18next';
import type { NotificationRecord } from '../api/admin-communications.ts';

export interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * What the e-mail alert says, from what the server answered (this fixes the known defect of
 * admin-area.md section 8, where success was shown whatever happened): how many were sent and how
 * many failed, or why it failed.
 */
export function emailOutcome(record: NotificationRecord, t: TFunction): Outcome {
  const counts = t('admin.settings.counts', { sent: record.sentCount, failed: record.failedCount });
  switch (record.status) {
    case 'sent':
      if (record.recipientCount === 0) return { severity: 'warning', text: t('admin.communications.noRecipients') };
      return { severity: 'success', text: t('admin.communications.sent', { counts }) };
    case 'partial':
      return {
        severity: 'warning',
        text: `${t('admin.communications.partial', { count: record.sentCount, failed: record.failedCount })}${record.error ? ` ${record.error}` : ''}`,
      };
    case 'pending':
      return { severity: 'info', text: t('admin.communications.pending', { count: record.recipientCount }) };
    default:
      return {
        severity: 'error',
        text: `${record.error ? t('admin.communications.failedBecause', { error: record.error }) : t('admin.communications.failed')} (${counts})`,
      };
  }
}
