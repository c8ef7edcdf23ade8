import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { addedAllergens, flagLunchesForNewAllergens } from '../orders/allergen-changes.ts';
import { saveMenuItem, storedAllergensForUpdate } from '../read-models/menu-items.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/**
 * A menu item was created or changed: what may be ordered on which day, and at what price. When
 * it gained an allergen, upcoming lunches of it for children allergic to it are flagged (compared
 * with the read model, so an older event arriving late flags nothing).
 */
export function onMenuItemUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.item.upserted'>): Promise<void> => {
    let flaggedCount = 0;
    const applied = await deps.handleEventOnce(event, async (tx) => {
      const previous = await storedAllergensForUpdate(tx, event.data.itemId);
      const newest = await saveMenuItem(tx, event.data, event.occurredAt);
      if (!newest || previous === null) return;
      const today = schoolToday(now(), deps.settings.schoolTimeZone);
      const flagged = await flagLunchesForNewAllergens(tx, event.data, addedAllergens(previous, event.data.allergens), today);
      flaggedCount = flagged.length;
    });
    deps.log.debug({ itemId: event.data.itemId, applied, flaggedCount }, 'menu read model updated');
  };
}
