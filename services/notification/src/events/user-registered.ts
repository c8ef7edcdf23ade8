import type { EventEnvelope } from '@lunchbox/contracts/events';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { welcomeEmail } from '../mail/templates.ts';
import { saveUserProfile } from '../read-models/users.ts';

/** A new user joins the users read model and gets a welcome e-mail (unless they were deleted meanwhile). */
export function onUserRegistered(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'user.registered'>): Promise<void> => {
    const { userId, email, fullName, username, language } = event.data;
    const welcome = await enqueueOnce(deps, event, async (tx) => {
      const saved = await saveUserProfile(tx, event.data, event.occurredAt);
      if (!saved) return null;
      const content = welcomeEmail({ fullName, username, appUrl: deps.appUrl, language });
      return enqueueEmail(tx, event, { kind: 'welcome', userId, to: [email], content });
    });
    if (welcome) await deps.emailSender.sendLeased(welcome);
  };
}
