import type { EventEnvelope } from '@lunchbox/contracts/events';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { welcomeEmail } from '../mail/templates.ts';
import { saveUserProfile } from '../read-models/users.ts';

/** A new user joins the users read model and gets a welcome e-mail (unless they were deleted meanwhile). */
export function onUserRegistered(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'user.registered'>): Promise<void> => {
    const { userId, email, fullName, username } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (!(await saveUserProfile(tx, event.data, event.occurredAt))) return null;
      return { kind: 'welcome', userId, to: [email], content: welcomeEmail({ fullName, username, appUrl: deps.appUrl, language: event.data.language }) };
    });
  };
}
