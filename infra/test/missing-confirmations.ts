import type pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

/** A stored lunch whose confirmation e-mail the test did not find. */
export interface MissingConfirmation {
  id: number;
  child_name: string;
  email: string;
  lunch_date: string;
  checkout_id: string;
}

/**
 * Where the confirmation of each lunch given stopped on its way, read from the services' tables: the
 * checkout's order.placed event in ordering's outbox (published or not), notification's inbox row for
 * it (handled or not), and the e-mail that event recorded with its lease, attempts and deliveries.
 * What a failing cluster test prints, so that one run tells the cause.
 */
export async function describeMissingConfirmations(observer: pg.Pool, missing: MissingConfirmation[], natsUrl?: string, limit = 5): Promise<string> {
  const lines: string[] = [];
  if (natsUrl) lines.push(await describeConfirmationConsumer(natsUrl));
  const { rows: clock } = await observer.query<{ now: Date }>('select now()');
  lines.push(`database clock ${clock[0]?.now.toISOString()}; ${missing.length} lunch(es) without a confirmation`);
  const { rows: pending } = await observer.query<{ status: string; leased: boolean; count: number }>(
    `select status, locked_until is not null as leased, count(*)::int as count from notification.email_notifications group by 1, 2 order by 1, 2`,
  );
  lines.push(`notification's e-mails: ${pending.map((row) => `${row.status}${row.leased ? ' (leased)' : ''} ${row.count}`).join(', ')}`);
  for (const lunch of missing.slice(0, limit)) {
    lines.push(`- lunch ${lunch.id}: ${lunch.child_name} on ${lunch.lunch_date} for ${lunch.email}, checkout ${lunch.checkout_id}`);
    const { rows: events } = await observer.query<{ event_id: string; created_at: Date; published_at: Date | null; lunches: number }>(
      `select event_id::text as event_id, created_at, published_at, jsonb_array_length(envelope->'data'->'orders') as lunches
         from ordering.outbox where type = 'order.placed' and envelope->'data'->>'checkoutId' = $1`,
      [lunch.checkout_id],
    );
    if (events.length === 0) lines.push('  no order.placed event in ordering.outbox for the checkout (pruned, or never written)');
    for (const event of events) {
      lines.push(
        `  order.placed ${event.event_id} (${event.lunches} lunches): written ${event.created_at.toISOString()}, ${event.published_at ? `published ${event.published_at.toISOString()}` : 'NOT published'}`,
      );
      const { rows: inbox } = await observer.query<{ handled_at: Date }>(`select handled_at from notification.inbox where event_id = $1`, [event.event_id]);
      lines.push(`  notification inbox: ${inbox[0] ? `handled ${inbox[0].handled_at.toISOString()}` : 'NOT handled'}`);
      const { rows: emails } = await observer.query<Record<string, unknown>>(
        `select e.id, e.status, e.locked_until, e.created_at, e.updated_at, e.completed_at, e.error,
                (select json_agg(json_build_object('recipient', d.recipient, 'status', d.status, 'attempts', d.attempts, 'error', d.error, 'sent_at', d.sent_at) order by d.id)
                   from notification.email_deliveries d where d.notification_id = e.id) as deliveries
           from notification.email_notifications e where e.source_event_id = $1 order by e.id`,
        [event.event_id],
      );
      if (emails.length === 0) lines.push('  no e-mail recorded for the event');
      for (const email of emails) lines.push(`  e-mail ${JSON.stringify(email)}`);
    }
  }
  return lines.join('\n');
}

/** notification's durable consumer of order.placed: undelivered, unacknowledged and redelivered events, and the dead letters. */
async function describeConfirmationConsumer(natsUrl: string): Promise<string> {
  try {
    const nc = await connect({ servers: natsUrl, timeout: 5_000 });
    try {
      const jsm = await jetstreamManager(nc);
      const info = await jsm.consumers.info('LUNCH', 'notification__order_placed');
      const dead = await jsm.streams.info('LUNCH_DLQ');
      return (
        `notification__order_placed: ${info.num_pending} not yet delivered, ${info.num_ack_pending} delivered and not acknowledged, ` +
        `${info.num_redelivered} redelivered; delivered up to stream seq ${info.delivered.stream_seq}, acknowledged up to ${info.ack_floor.stream_seq}; ` +
        `${dead.state.messages} dead letter(s) in LUNCH_DLQ`
      );
    } finally {
      await nc.close();
    }
  } catch (error) {
    return `notification's order.placed consumer could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
}
