import type { EventEnvelope } from '@lunchbox/contracts/events';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { passwordResetEmail } from '../mail/templates.ts';
import { languageOfUser } from '../read-models/users.ts';

/** The reset link identity built (to /reset-password?token=…) goes to the address it was asked for. */
export function onPasswordResetRequested(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'password_reset.requested'>): Promise<void> => {
    const { userId, email, fullName, resetUrl } = event.data;
    const resetLink = await enqueueOnce(deps, event, async (tx) => {
      const language = event.data.language ?? (await languageOfUser(tx, userId));
      const content = passwordResetEmail({ fullName, resetUrl, language });
      return enqueueEmail(tx, event, { kind: 'password_reset', userId, to: [email], content });
    });
    if (resetLink) await deps.emailSender.sendLeased(resetLink);
  };
}
