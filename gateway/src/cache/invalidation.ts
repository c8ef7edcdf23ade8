import { eventCatalog, eventTypes, type EventType } from '@lunchbox/contracts/events';
import { sameHandlerFor, type EventBus, type Subscription } from '@lunchbox/kit/messaging/bus';
import type { PublicReadCache } from './public-read-cache.ts';
import type { SessionCache } from '../context.ts';

/** Every menu event changes what some public read answers. */
const MENU_EVENTS = eventTypes.filter((type) => eventCatalog[type].source === 'menu');
/** Events after which a user's cached sessions may be ended or carry the wrong role or second factor. */
const SESSION_EVENTS: EventType[] = ['session.ended', 'session.second_factor_proved', 'user.role_changed', 'user.deleted'];

/**
 * Keeps this gateway's caches true to changes made through other gateways (and by the services
 * themselves): every replica subscribes on its own (fan-out), since each keeps its own caches.
 */
export function subscribeInvalidations(bus: EventBus, reads: PublicReadCache, sessions: SessionCache): Promise<Subscription> {
  return bus.subscribe({
    service: 'gateway',
    everyReplica: true,
    handlers: {
      ...sameHandlerFor(MENU_EVENTS, async () => reads.invalidate()),
      ...sameHandlerFor(SESSION_EVENTS, async (event) => sessions.invalidateUser((event.data as { userId: number }).userId)),
    },
  });
}
