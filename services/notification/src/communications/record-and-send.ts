import { setTimeout as sleep } from 'node:timers/promises';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { communicationChanges, notificationAudit } from '../audit/notification-audit.ts';
import { now } from '@lunchbox/kit/process/clock';
import { findEmail, type EmailWithDeliveries } from '../mail/history/history-repository.ts';
import type { NewEmail } from '../mail/history/records.ts';
import { recordEmail } from '../mail/mail-repository.ts';
import type { NotificationDeps } from '../notification-deps.ts';

/**
 * Records an administrator's e-mail, sends it, and answers its record as it then stands: sent,
 * partial or failed with the counts, so the administrator is told what really happened. A send
 * still under way after `sendWaitMs` (many recipients, a slow server) is answered as pending; it
 * goes on, and the history shows the outcome.
 */
export async function recordAndSend(deps: NotificationDeps, admin: Caller, email: NewEmail): Promise<EmailWithDeliveries> {
  const id = await deps.db.transaction(async (tx) => {
    const recorded = await recordEmail(tx, email, now());
    const changes = communicationChanges({
      channel: 'email',
      kind: email.kind,
      subject: email.title ?? email.content.subject,
      recipients: email.recipients ?? null,
      count: email.to.length,
    });
    await notificationAudit.record(tx, { actor: admin, action: 'communication.sent', target: { type: 'notification', id: recorded }, changes });
    return recorded;
  });
  const deadline = Date.now() + deps.sendWaitMs;
  const delivered = deps.emailSender.deliver(id);
  const timedOut = Symbol('timed out');
  const outcome = await Promise.race([delivered, sleep(deps.sendWaitMs, timedOut, { ref: false })]);
  // Null: someone else holds the e-mail (the resume loop picked it up first); wait for them too.
  if (outcome === null) {
    while (Date.now() < deadline) {
      const current = await findEmail(deps.db, id);
      if (!current || current.status !== 'pending') break;
      await sleep(100);
    }
  }
  const record = await findEmail(deps.db, id);
  if (!record) throw new Error(`e-mail ${id} vanished while being sent`);
  deps.log.info(
    { notificationId: id, kind: email.kind, status: record.status, sentCount: record.sentCount, failedCount: record.failedCount },
    'administrator e-mail answered',
  );
  return record;
}
