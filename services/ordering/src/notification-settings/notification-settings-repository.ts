// Every SQL statement of the parents' notification settings; a parent without a row has the domain's defaults.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@lunchbox/domain/notification-settings';
import { notificationSettings, type NotificationSettingsRow } from '../db/schema.ts';

function fromRow(row: NotificationSettingsRow | undefined): NotificationSettings {
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  return {
    reminders: { email: row.remindersEmail, whatsapp: row.remindersWhatsapp },
    lowBalance: { email: row.lowBalanceEmail, thresholdCents: row.lowBalanceThresholdCents },
  };
}

export async function notificationSettingsOf(db: Executor, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return fromRow(row);
}

export async function notificationSettingsOfUsers(db: Executor, userIds: number[]): Promise<Map<number, NotificationSettings>> {
  const rows = userIds.length > 0 ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)) : [];
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((userId) => [userId, fromRow(byUser.get(userId))]));
}

export async function saveNotificationSettings(db: Executor, userId: number, settings: NotificationSettings, at: Date): Promise<void> {
  const values = {
    remindersEmail: settings.reminders.email,
    remindersWhatsapp: settings.reminders.whatsapp,
    lowBalanceEmail: settings.lowBalance.email,
    lowBalanceThresholdCents: settings.lowBalance.thresholdCents,
    updatedAt: at,
  };
  await db.insert(notificationSettings).values({ userId, ...values }).onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

export async function deleteNotificationSettingsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
