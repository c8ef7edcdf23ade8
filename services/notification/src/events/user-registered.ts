import type { EventEnvelope } from '@lunchbox/contracts/events';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/send-event-email.ts';
import { welcomeEmail } from '../mail/templates.ts';

/** A new parent gets a welcome e-mail. */
export function onUserRegistered(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'user.registered'>): Promise<void> => {
    const { userId, email, fullName, username } = event.data;
    await sendEmailForEvent(deps, event, { kind: 'welcome', userId, to: [email], content: welcomeEmail({ fullName, username, appUrl: deps.appUrl }) });
  };
}
