import type { EventEnvelope } from '@lunchbox/contracts/events';
import { listInWords } from '@lunchbox/domain/allergens';
import { lunchDateText } from '../mail/email-language.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { allergenAlertEmail } from '../mail/templates.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** One e-mail per parent per allergen change: each child, day and allergen (the inbox makes it once under redelivery). */
export function onOrderAllergenFlagged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.allergen_flagged'>): Promise<void> => {
    const { userId, parentName, email, menuItem, lunches } = event.data;
    const alert = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = allergenAlertEmail({
        parentName,
        menuItem,
        lunches: lunches.map((lunch) => ({
          childName: lunch.childName,
          date: lunchDateText(lunch.lunchDate, language),
          allergens: listInWords(lunch.allergens),
        })),
        appUrl: deps.appUrl,
        language,
      });
      return enqueueEmail(tx, event, { kind: 'allergen_alert', userId, to: [email], content });
    });
    if (alert) await deps.emailSender.sendLeased(alert);
  };
}
