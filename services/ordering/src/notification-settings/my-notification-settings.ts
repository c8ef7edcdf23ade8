import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { notificationSettingsView, type NotificationSettingsView } from '@lunchbox/domain/notification-settings';
import type { OrderingDeps } from '../ordering-deps.ts';
import { notificationSettingsOf } from './notification-settings-repository.ts';

/** GET /api/my-notification-settings: the stored settings, or the defaults until saved. */
export async function myNotificationSettings(deps: OrderingDeps, caller: Caller | null): Promise<NotificationSettingsView> {
  const parent = requireCaller(caller);
  return notificationSettingsView(await notificationSettingsOf(deps.db, parent.userId));
}
