import type { EventEnvelope } from '@lunchbox/contracts/events';
import { forgetMenuItem } from '../read-models/menu-items.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A menu item was deleted: it can no longer be ordered. Orders already placed keep their snapshot. */
export function onMenuItemDeleted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.item.deleted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => forgetMenuItem(tx, event.data, event.occurredAt));
    deps.log.debug({ itemId: event.data.itemId, applied }, 'menu item removed from read model');
  };
}
