import { now } from '@lunchbox/kit/clock';
import { badInput } from '@lunchbox/kit/errors';
import type { OrderingDeps } from '../ordering-deps.ts';
import { notificationSettingsOf, saveNotificationSettings } from './notification-settings-repository.ts';
import { verifyUnsubscribeToken, type UnsubscribeKind } from './unsubscribe-tokens.ts';

export const BAD_UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid';

/** POST /api/unsubscribe (no sign-in): the token's kind of e-mail is turned off for the token's user; anything else is refused. */
export async function unsubscribe(deps: OrderingDeps, token: string): Promise<{ kind: UnsubscribeKind }> {
  const verified = verifyUnsubscribeToken(deps.settings.calendarSecret, token);
  if (!verified) throw badInput(BAD_UNSUBSCRIBE_TOKEN_MESSAGE);
  const { kind, userId } = verified;
  const settings = await notificationSettingsOf(deps.db, userId);
  if (kind === 'reminders') settings.reminders.email = false;
  else settings.lowBalance.email = false;
  await saveNotificationSettings(deps.db, userId, settings, now());
  deps.log.info({ userId, kind }, 'unsubscribed');
  return { kind };
}
