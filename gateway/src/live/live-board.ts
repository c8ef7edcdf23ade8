import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { ORDER_CHANGE_EVENTS, orderChangesOf, type OrderChange } from '@lunchbox/contracts/order-changes';
import { sameHandlerFor, type EventBus, type Subscription } from '@lunchbox/kit/messaging/bus';
import { forbidden, unauthenticated } from '@lunchbox/kit/errors/app-error';
import { assertAccessTokenHasSecondFactor } from '@lunchbox/kit/auth/tokens';
import { runOperation, type RestDeps } from '../rest/operation.ts';

/** Proxies close a connection silent for a minute or so; a comment line every 15 s keeps it open. */
const HEARTBEAT_MS = 15_000;
/** How soon the browser's EventSource tries again after losing the stream. */
const RETRY_MS = 1000;

const CATCH_UP = `query AdminOrderChanges($after: String!) {
  adminOrderChanges(after: $after) { eventId kind orderId childName school grade lunchDate lunchOptions paymentStatus }
}`;

/**
 * An approved medical diet changes what the kitchen may serve a child (issue 32), so the board hears
 * it at once rather than at the next order. Without an id: the stream's ids stay ordering's outbox
 * ids, from which a reconnecting board catches up (and it reloads its day on opening anyway).
 */
function dietFrameOf(event: EventEnvelope<'diet_request.decided'>): string {
  const { childId, childName, restrictions, validUntil } = event.data;
  return `event: diet\ndata: ${JSON.stringify({ childId, childName, restrictions, validUntil })}\n\n`;
}

interface Watcher {
  /** Events heard while the catch-up was read, sent after it; null once live. */
  held: EventEnvelope[] | null;
  /** Event ids already sent, so one heard live after the catch-up carried it is not sent twice. */
  sent: Set<string>;
  res: Response;
  /** A kitchen user's board (docs/roles.md): lunches and children, no payment changes. */
  withoutPayments: boolean;
}

/** Who may watch the board: the kitchen and administrators (issue 31 §3). */
const BOARD_ROLES: readonly string[] = ['admin', 'kitchen'];

const shownTo = (watcher: Watcher, changes: OrderChange[]) => (watcher.withoutPayments ? changes.filter((change) => change.kind !== 'payment') : changes);

/** The lines of one event's changes: the id goes on the last, so a stream cut inside an event resumes before it. */
function framesOf(changes: OrderChange[]): string {
  return changes
    .map((change, index) => `event: order\n${index === changes.length - 1 ? `id: ${change.eventId}\n` : ''}data: ${JSON.stringify(change)}\n\n`)
    .join('');
}

/**
 * GET /api/admin/live (issue 14 §3): the administrator's kitchen board as server-sent events, one
 * `order` event per changed lunch naming the order and the child. Every gateway replica hears
 * every lunch event itself (fan-out, as its caches do). The stream's event ids are the events'
 * ids; a browser reconnecting with Last-Event-ID, to this replica or another, gets what it missed
 * from ordering's outbox (adminOrderChanges, shared by ordering's replicas), or a `resync` event
 * telling it to reload its day when that is no longer kept.
 */
export async function startLiveBoard(options: { bus: EventBus; deps: RestDeps; log: Logger; heartbeatMs?: number }) {
  const { bus, deps, log } = options;
  const watchers = new Set<Watcher>();

  function send(watcher: Watcher, event: EventEnvelope): void {
    if (watcher.sent.has(event.id)) return;
    const changes = shownTo(watcher, orderChangesOf(event));
    if (changes.length === 0) return;
    watcher.sent.add(event.id);
    watcher.res.write(framesOf(changes));
  }

  const subscription: Subscription = await bus.subscribe({
    service: 'gateway',
    everyReplica: true,
    handlers: {
      ...sameHandlerFor(ORDER_CHANGE_EVENTS, async (event) => {
        for (const watcher of watchers) {
          if (watcher.held) watcher.held.push(event);
          else send(watcher, event);
        }
      }),
      'diet_request.decided': async (event) => {
        if (event.data.status !== 'approved') return;
        for (const watcher of watchers) watcher.res.write(dietFrameOf(event));
      },
    },
  });

  async function catchUp(watcher: Watcher, req: Request, res: Response, after: string): Promise<void> {
    let changes: OrderChange[] | null;
    try {
      const data = await runOperation(deps, req, res, CATCH_UP, { after });
      changes = data.adminOrderChanges as OrderChange[] | null;
    } catch (error) {
      log.warn({ err: error, after }, 'live board catch-up failed; the board reloads instead');
      changes = null;
    }
    if (!changes) {
      res.write('event: resync\ndata: {}\n\n');
      return;
    }
    const byEvent = new Map<string, OrderChange[]>();
    for (const change of changes) byEvent.set(change.eventId, [...(byEvent.get(change.eventId) ?? []), change]);
    for (const [eventId, ofEvent] of byEvent) {
      watcher.sent.add(eventId);
      const shown = shownTo(watcher, ofEvent);
      if (shown.length > 0) res.write(framesOf(shown));
    }
  }

  async function watch(req: Request, res: Response): Promise<void> {
    const context = await deps.contextFor(req, res);
    if (!context.session) throw unauthenticated();
    const role = context.session.user.role ?? (context.session.user.isAdmin ? 'admin' : 'parent');
    if (!BOARD_ROLES.includes(role)) throw forbidden('Admin access required');
    assertAccessTokenHasSecondFactor(context.session.accessToken);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware (and proxies) from buffering the stream.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const watcher: Watcher = { held: [], sent: new Set(), res, withoutPayments: role !== 'admin' };
    watchers.add(watcher);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      watchers.delete(watcher);
    });
    const lastEventId = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
    if (lastEventId) await catchUp(watcher, req, res, lastEventId);
    const held = watcher.held ?? [];
    watcher.held = null;
    for (const event of held) send(watcher, event);
  }

  const router = Router();
  router.get('/admin/live', (req, res) => watch(req, res));

  return {
    router,
    async stop() {
      await subscription.stop();
      for (const watcher of watchers) watcher.res.end();
      watchers.clear();
    },
  };
}
