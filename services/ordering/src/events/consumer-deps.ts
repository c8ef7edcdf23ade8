import type { OrderingDeps } from '../ordering-deps.ts';

/** What every ordering event handler needs: its log, and its change applied once per event with the events it records. */
export type ConsumerDeps = Pick<OrderingDeps, 'db' | 'log' | 'handleEventOnce' | 'settings'>;
