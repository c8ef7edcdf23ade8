import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { EventHandlers } from '@lunchbox/kit/messaging/bus';
import { menuAudit } from '../audit/menu-audit.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { onSchoolUpserted } from './school-upserted.ts';

/**
 * Menu keeps nothing of a user but the audit entries of what they did as an administrator: a
 * deleted account's name there is replaced by its id, as in every service's trail.
 */
export function menuConsumers(deps: MenuDeps): EventHandlers {
  return {
    'user.deleted': async (event: EventEnvelope<'user.deleted'>) => {
      await deps.handleEventOnce(event, (tx) => menuAudit.anonymiseActor(tx, event.data.userId));
    },
    'school.upserted': onSchoolUpserted(deps),
  };
}
