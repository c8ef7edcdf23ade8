import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';
import { createInProcessBus } from './bus-in-process.ts';
import { connectNatsBus } from './bus-nats.ts';

/**
 * NATS JetStream when a NATS_URL is configured (local cluster, production), else the in-process bus
 * (embedded default). `natsReplicas` is how many servers of a NATS cluster keep each event stream.
 */
export async function createBus(options: { natsUrl?: string; natsReplicas?: number; log: Logger }): Promise<EventBus> {
  if (options.natsUrl)
    return connectNatsBus({ servers: options.natsUrl.split(',').map((url) => url.trim()), replicas: options.natsReplicas, log: options.log });
  return createInProcessBus(options.log);
}
