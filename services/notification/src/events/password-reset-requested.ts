import type { EventEnvelope } from '@lunchbox/contracts/events';
import { languageOfUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { passwordResetEmail } from '../mail/templates.ts';

/** The reset link identity built (to /reset-password?token=…) goes to the address it was asked for. */
export function onPasswordResetRequested(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'password_reset.requested'>): Promise<void> => {
    const { userId, email, fullName, resetUrl } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      const language = event.data.language ?? (await languageOfUser(tx, userId));
      return { kind: 'password_reset', userId, to: [email], content: passwordResetEmail({ fullName, resetUrl, language }) };
    });
  };
}
