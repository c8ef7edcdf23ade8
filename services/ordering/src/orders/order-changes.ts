import type { Caller } from '@lunchbox/kit/auth/tokens';
import { requireKitchenOrAdmin, seesKitchenView } from '../production/kitchen-access.ts';
import { badInput } from '@lunchbox/kit/errors/app-error';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { ORDER_CHANGE_EVENTS, orderChangesOf, type OrderChange } from '@lunchbox/contracts/order-changes';
import type { OrderingDeps } from '../ordering-deps.ts';
import { envelopesAfter, outboxSeqOf } from './order-repository.ts';

/** More than a board misses in a lost minute; past it the board reloads its day instead. */
const CATCH_UP_LIMIT = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The kitchen board's catch-up after a lost connection (GET /api/admin/live with Last-Event-ID):
 * the lunch changes ordering wrote after that event, in the order its outbox numbered them. The
 * outbox is shared by every ordering replica and keeps published events for an hour, so any gateway
 * replica can answer for a stream another one served. Null when the event is no longer kept (or
 * more changed than a catch-up carries): the board then reloads its day.
 */
export async function orderChangesAfter(deps: OrderingDeps, caller: Caller | null, afterEventId: string): Promise<OrderChange[] | null> {
  const known = requireKitchenOrAdmin(caller);
  if (!UUID.test(afterEventId)) throw badInput('after must be an event id');
  const from = await outboxSeqOf(deps.db, afterEventId);
  if (from === null) return null;
  const envelopes = await envelopesAfter(deps.db, from, ORDER_CHANGE_EVENTS, CATCH_UP_LIMIT + 1);
  if (envelopes.length > CATCH_UP_LIMIT) return null;
  const changes = envelopes.flatMap((envelope) => orderChangesOf(envelope as EventEnvelope));
  // The kitchen's board shows lunches, not payments (docs/roles.md).
  return seesKitchenView(known) ? changes.filter((change) => change.kind !== 'payment') : changes;
}
