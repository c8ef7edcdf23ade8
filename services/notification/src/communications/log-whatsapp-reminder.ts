import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/db';
import { recordWhatsAppNotification } from '../mail/history/history-repository.ts';
import { findKnownUser } from '../read-models/users.ts';

/**
 * An event's WhatsApp message to one parent, logged in the history as WhatsApp notifications are
 * (simulation mode: never sent), to the phone identity last announced for them; none known, it is
 * logged without a recipient. Written in the event's transaction, so a redelivery logs nothing twice.
 */
export async function logWhatsAppReminder(
  tx: Transaction,
  reminder: { userId: number; sourceEventId: string; title: string; message: string },
): Promise<{ notificationId: number; sentTo: number }> {
  const phone = (await findKnownUser(tx, reminder.userId))?.phone.trim() ?? '';
  const phones = phone ? [phone] : [];
  const notificationId = await recordWhatsAppNotification(
    tx,
    { kind: 'lunch_reminder', ...reminder, recipients: null, specificPhones: null, notificationType: null, phones },
    now(),
  );
  return { notificationId, sentTo: phones.length };
}
