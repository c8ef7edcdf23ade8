import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { notificationSettingsSchema, notificationSettingsView, type NotificationSettingsView } from '@lunchbox/domain/notification-settings';
import type { OrderingDeps } from '../ordering-deps.ts';
import { saveNotificationSettings } from './notification-settings-repository.ts';

/** PUT /api/my-notification-settings: the whole settings, checked by the domain's schema (unknown keys and negative thresholds refused). */
export async function setMyNotificationSettings(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<NotificationSettingsView> {
  const parent = requireCaller(caller);
  const settings = notificationSettingsSchema.parse(input);
  await saveNotificationSettings(deps.db, parent.userId, settings, now());
  deps.log.info({ userId: parent.userId }, 'notification settings saved');
  return notificationSettingsView(settings);
}
