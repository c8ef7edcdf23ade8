import type { EventEnvelope } from '@lunchbox/contracts/events';
import { saveMenuItem } from '../read-models/menu-items.ts';
import type { ConsumerDeps } from './consumers.ts';

/** A menu item was created or changed: what may be ordered on which day, and at what price. */
export function onMenuItemUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.item.upserted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => saveMenuItem(tx, event.data, event.occurredAt));
    deps.log.debug({ itemId: event.data.itemId, applied }, 'menu read model updated');
  };
}
