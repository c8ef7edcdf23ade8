import type { EventEnvelope } from '@lunchbox/contracts/events';
import { listInWords } from '@lunchbox/domain/allergens';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { allergenAlertEmail } from '../mail/templates.ts';
import { isDeletedUser, languageOfUser } from '../read-models/users.ts';

/** One e-mail per parent per allergen change: each child, day and allergen (the inbox makes it once under redelivery). */
export function onOrderAllergenFlagged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.allergen_flagged'>): Promise<void> => {
    const { userId, parentName, email, menuItem, lunches } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (await isDeletedUser(tx, userId)) return null;
      const language = await languageOfUser(tx, userId);
      return {
        kind: 'allergen_alert',
        userId,
        to: [email],
        content: allergenAlertEmail({
          parentName,
          menuItem,
          lunches: lunches.map((lunch) => {
            const date = toIsoDate(lunch.lunchDate);
            return { childName: lunch.childName, date: date ? formatLongDate(date, language) : lunch.lunchDate, allergens: listInWords(lunch.allergens) };
          }),
          appUrl: deps.appUrl,
          language,
        }),
      };
    });
  };
}
