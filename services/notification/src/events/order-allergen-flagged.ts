import type { EventEnvelope } from '@lunchbox/contracts/events';
import { listInWords } from '@lunchbox/domain/allergens';
import { emailToUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { lunchDateText } from '../mail/email-language.ts';
import { allergenAlertEmail } from '../mail/templates.ts';

/** One e-mail per parent per allergen change: each child, day and allergen (the inbox makes it once under redelivery). */
export function onOrderAllergenFlagged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.allergen_flagged'>): Promise<void> => {
    const { userId, parentName, email, menuItem, lunches } = event.data;
    await sendEmailForEvent(deps, event, (tx) =>
      emailToUser(tx, { userId, email }, (language) => ({
        kind: 'allergen_alert',
        content: allergenAlertEmail({
          parentName,
          menuItem,
          lunches: lunches.map((lunch) => ({
            childName: lunch.childName,
            date: lunchDateText(lunch.lunchDate, language),
            allergens: listInWords(lunch.allergens),
          })),
          appUrl: deps.appUrl,
          language,
        }),
      })),
    );
  };
}
