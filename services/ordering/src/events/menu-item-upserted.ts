import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/process/clock';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { saveMenuItemFlaggingAllergens } from '../orders/allergen-changes.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/**
 * A menu item was created or changed: what may be ordered on which day, and at what price. When
 * it gained an allergen, upcoming lunches of it for children allergic to it are flagged (compared
 * with the read model, so an older event arriving late flags nothing).
 */
export function onMenuItemUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.item.upserted'>): Promise<void> => {
    const today = schoolToday(now(), deps.settings.schoolTimeZone);
    let flaggedCount = 0;
    const applied = await deps.handleEventOnce(event, async (tx) => {
      flaggedCount = await saveMenuItemFlaggingAllergens(tx, event.data, event.occurredAt, today);
    });
    deps.log.debug({ itemId: event.data.itemId, applied, flaggedCount }, 'menu read model updated');
  };
}
