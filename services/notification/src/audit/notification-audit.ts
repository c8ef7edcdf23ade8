import { auditLog } from '@lunchbox/kit/audit/audit-log';
import type { AuditChanges } from '@lunchbox/kit/audit/audit-entry';

/** Notification's audit trail (`notification.audit_log`): communications sent and feedback answered. */
export const notificationAudit = auditLog('notification');

/** What an entry keeps of a communication: how and to how many, and its subject; never the message body. */
export function communicationChanges(sent: {
  channel: 'email' | 'whatsapp';
  kind: string;
  subject: string | null;
  recipients: string | null;
  count: number;
}): AuditChanges {
  return {
    channel: { after: sent.channel },
    kind: { after: sent.kind },
    subject: { after: sent.subject },
    recipients: { after: sent.recipients },
    recipientCount: { after: sent.count },
  };
}
