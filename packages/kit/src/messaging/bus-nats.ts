import type { Logger } from 'pino';
import { connect, headers, nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { eventCatalog, parseEvent, subjectOf, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import { handlersByType, type EventBus, type EventHandler, type SubscribeOptions, type Subscription } from './bus.ts';
import { deliverEvent } from './consumer-tracing.ts';

export interface NatsBusOptions {
  servers: string | string[];
  log: Logger;
  /** The events stream (default LUNCH); its dead letters go to `${streamName}_DLQ`. */
  streamName?: string;
  /** Deliveries of one event to one service before it is dead-lettered (default 5). */
  maxDeliveries?: number;
  /** How long the server waits for an ack before redelivering (default 30 s). */
  ackWaitMs?: number;
  /** Delay the server waits before redelivering an event whose handler failed (default 500 ms). */
  retryDelayMs?: number;
  /** Messages one replica pulls ahead per event type (default 10); small keeps replicas sharing evenly. */
  pullBatch?: number;
  /**
   * How many servers of a NATS cluster keep the streams (default 1; 3 on a three-node cluster, which
   * then loses no event with one node down and accepts none, rather than lose any, with two down).
   * The durable consumers follow their stream.
   */
  replicas?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Durable consumer name of one (service, event type): replicas of the service bind to the same one. */
export function durableName(service: string, type: EventType): string {
  return `${service}__${type.replaceAll('.', '_')}`;
}

export function deadLetterSubject(service: string, type: string): string {
  return `lunch.dlq.${service}.${type}`;
}

/**
 * The distributed bus: NATS JetStream. One stream keeps every event (`lunch.<source>.>` subjects,
 * file storage, duplicates dropped by msgID = event id); every (service, event type) has one durable
 * pull consumer with explicit acks that all replicas of the service pull from, so each event is
 * handled once per service and waits for the service while it is down.
 */
export async function connectNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const { log } = options;
  const streamName = options.streamName ?? 'LUNCH';
  const dlqStreamName = `${streamName}_DLQ`;
  const maxDeliveries = options.maxDeliveries ?? 5;
  const ackWaitMs = options.ackWaitMs ?? 30_000;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const pullBatch = options.pullBatch ?? 10;
  const replicas = options.replicas ?? 1;

  const nc = await connect({ servers: options.servers, name: 'lunchbox', maxReconnectAttempts: -1 });
  try {
    const jsm = await jetstreamManager(nc, { checkAPI: false });
    const sources = [...new Set(Object.values(eventCatalog).map((entry) => entry.source))];
    // A NATS cluster that has just started (or lost a node) answers JetStream requests only once its
    // nodes have elected a leader: the streams are set up as soon as it does.
    await untilJetStreamAnswers(log, async () => {
      await ensureStream(jsm, {
        name: streamName,
        subjects: sources.map((source) => `lunch.${source}.>`),
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        max_age: nanos(7 * DAY_MS),
        duplicate_window: nanos(2 * 60 * 1000),
        num_replicas: replicas,
      });
      await ensureStream(jsm, {
        name: dlqStreamName,
        subjects: ['lunch.dlq.>'],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        max_age: nanos(30 * DAY_MS),
        num_replicas: replicas,
      });
    });
    const js = jetstream(nc);
    const loops = new Set<ConsumeLoop>();
    let closed = false;

    return {
      kind: 'nats',

      async publish(event: EventEnvelope) {
        await js.publish(subjectOf(event.type), JSON.stringify(event), { msgID: event.id });
      },

      async subscribe(subscription: SubscribeOptions): Promise<Subscription> {
        if (closed) throw new Error('the event bus is closed');
        if (subscription.everyReplica) {
          const loop = await startFanOut(js, streamName, subscription, log);
          loops.add(loop);
          return {
            async stop() {
              await loop.stop();
              loops.delete(loop);
            },
          };
        }
        const started: ConsumeLoop[] = [];
        try {
          for (const [type, handler] of handlersByType(subscription.handlers)) {
            const config: Partial<ConsumerConfig> = {
              durable_name: durableName(subscription.service, type),
              filter_subject: subjectOf(type),
              ack_policy: AckPolicy.Explicit,
              deliver_policy: DeliverPolicy.All,
              max_deliver: maxDeliveries,
              ack_wait: nanos(ackWaitMs),
              max_ack_pending: 1000,
            };
            await ensureConsumer(jsm, streamName, config);
            const consumer = await js.consumers.get(streamName, config.durable_name!);
            const messages = await consumer.consume({ max_messages: pullBatch });
            const loop = startConsumeLoop({
              messages,
              js,
              log,
              service: subscription.service,
              type,
              handler,
              maxDeliveries,
              ackWaitMs,
              retryDelayMs,
            });
            started.push(loop);
            loops.add(loop);
          }
        } catch (error) {
          await Promise.all(started.map((loop) => loop.stop()));
          throw error;
        }
        return {
          async stop() {
            await Promise.all(
              started.map(async (loop) => {
                await loop.stop();
                loops.delete(loop);
              }),
            );
          },
        };
      },

      async close() {
        if (closed) return;
        closed = true;
        await Promise.all([...loops].map((loop) => loop.stop()));
        loops.clear();
        if (!nc.isClosed()) await nc.drain();
      },
    };
  } catch (error) {
    await nc.close().catch(() => undefined);
    throw error;
  }
}

const JETSTREAM_START_MS = 60_000;

async function untilJetStreamAnswers(log: Logger, setUp: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + JETSTREAM_START_MS;
  for (;;) {
    try {
      await setUp();
      return;
    } catch (error) {
      // A timeout, or JetStream's 503 while the cluster has no leader; anything else is a real refusal.
      const waiting = (error instanceof Error && error.name === 'TimeoutError') || (error instanceof JetStreamApiError && error.status === 503);
      if (!waiting || Date.now() > deadline) throw error;
      log.warn({ err: error }, 'JetStream not answering yet; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }): Promise<void> {
  try {
    await jsm.streams.info(config.name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === 10059) {
      await jsm.streams.add(config);
      return;
    }
    throw error;
  }
  const { name, storage: _storage, retention: _retention, ...updatable } = config;
  await jsm.streams.update(name, updatable);
}

async function ensureConsumer(jsm: JetStreamManager, stream: string, config: Partial<ConsumerConfig>): Promise<void> {
  try {
    // Identical config (another replica got there first) is accepted as is.
    await jsm.consumers.add(stream, config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError)) throw error;
    // The durable exists with older settings: bring them up to date.
    const { durable_name, ack_policy: _ackPolicy, deliver_policy: _deliverPolicy, ...updatable } = config;
    await jsm.consumers.update(stream, durable_name!, updatable);
  }
}

interface ConsumeLoop {
  stop(): Promise<void>;
}

/**
 * Ordered consumers of this subscriber's own (ephemeral, no acks, removed by the server once the
 * subscriber is gone), one per event type (one with several filter subjects needs nats-server 2.10),
 * from the next event on: every replica sees every event. After a lost connection the client
 * resumes each from the last sequence it saw, so none is skipped.
 */
async function startFanOut(js: JetStreamClient, stream: string, subscription: SubscribeOptions, log: Logger): Promise<ConsumeLoop> {
  const feeds: ConsumerMessages[] = [];
  const loops: Array<Promise<void>> = [];
  const stop = async () => {
    await Promise.all(feeds.map((messages) => messages.close()));
    await Promise.all(loops);
  };
  try {
    for (const [type, handler] of handlersByType(subscription.handlers)) {
      const consumer = await js.consumers.get(stream, { filter_subjects: subjectOf(type), deliver_policy: DeliverPolicy.New });
      const messages = await consumer.consume();
      feeds.push(messages);
      loops.push(
        (async () => {
          for await (const msg of messages) {
            try {
              const event = parseEvent(msg.json());
              await deliverEvent({ service: subscription.service, event, deliveries: 1 }, handler);
            } catch (error) {
              log.error({ err: error, service: subscription.service, subject: msg.subject }, 'fan-out event handler failed');
            }
          }
        })(),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

function startConsumeLoop(options: {
  messages: ConsumerMessages;
  js: JetStreamClient;
  log: Logger;
  service: string;
  type: EventType;
  handler: EventHandler;
  maxDeliveries: number;
  ackWaitMs: number;
  retryDelayMs: number;
}): ConsumeLoop {
  const { messages, js, log, service, type, handler, maxDeliveries, ackWaitMs, retryDelayMs } = options;
  let stopping = false;

  async function deadLetter(msg: JsMsg, reason: string, event?: EventEnvelope): Promise<void> {
    const hdrs = headers();
    hdrs.set('Lunch-Service', service);
    hdrs.set('Lunch-Event-Type', type);
    hdrs.set('Lunch-Original-Subject', msg.subject);
    hdrs.set('Lunch-Deliveries', String(msg.info.deliveryCount));
    hdrs.set('Lunch-Error', reason.replace(/[\r\n]+/g, ' ').slice(0, 1000));
    try {
      await js.publish(deadLetterSubject(service, type), msg.data, {
        headers: hdrs,
        msgID: event ? `${service}:${event.id}` : undefined,
      });
      msg.term(reason.slice(0, 200));
      log.error({ service, eventType: type, event: event ?? msg.string(), deliveries: msg.info.deliveryCount, reason }, 'event dead-lettered');
    } catch (error) {
      // Without the dead letter stored, leave the message to the server's redelivery rather than drop it.
      log.error({ err: error, service, eventType: type, event: event ?? msg.string(), reason }, 'could not dead-letter an event');
      msg.nak(retryDelayMs);
    }
  }

  async function handle(msg: JsMsg): Promise<void> {
    let event: EventEnvelope;
    try {
      event = parseEvent(msg.json());
    } catch (error) {
      await deadLetter(msg, `poison message: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // Tell the server we are still at it while a slow handler runs, so it does not redeliver meanwhile.
    const keepAlive = setInterval(() => msg.working(), Math.max(500, Math.floor(ackWaitMs / 2)));
    try {
      await deliverEvent({ service, event, deliveries: msg.info.deliveryCount }, handler);
      msg.ack();
    } catch (error) {
      const deliveries = msg.info.deliveryCount;
      if (deliveries >= maxDeliveries) {
        await deadLetter(msg, error instanceof Error ? error.message : String(error), event);
      } else {
        log.warn({ err: error, service, eventType: type, eventId: event.id, deliveries }, 'event handler failed; will redeliver');
        msg.nak(retryDelayMs);
      }
    } finally {
      clearInterval(keepAlive);
    }
  }

  const done = (async () => {
    try {
      for await (const msg of messages) {
        if (stopping) {
          // Pulled ahead but not handled: hand it back at once for another replica or the next start.
          msg.nak();
          continue;
        }
        await handle(msg);
      }
    } catch (error) {
      if (!stopping) log.error({ err: error, service, eventType: type }, 'event consumer stopped unexpectedly');
    }
  })();

  return {
    async stop() {
      stopping = true;
      await messages.close();
      await done;
    },
  };
}
