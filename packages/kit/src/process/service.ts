import type { Logger } from 'pino';
import type { InProcessSubgraph } from '../http/subgraph-server.ts';
import type { EventBus } from '../messaging/bus.ts';

/**
 * What every service's `start…Service` receives. The embedded default passes one in-process bus
 * and one database server to all four services; a service run alone builds these from its config.
 */
export interface ServiceDeps {
  /** The PostgreSQL server; the service keeps its tables in its own schema there. */
  databaseUrl: string;
  bus: EventBus;
  publicKey: string;
  log: Logger;
  /** Port of its subgraph HTTP server; 0 picks a free one (tests). */
  port: number;
  host?: string;
  /** How often the outbox relay looks for events nobody woke it for (250 ms); a test sets it long to see the wake-up alone. */
  outboxPollMs?: number;
}

export interface RunningService {
  name: string;
  /** The subgraph's GraphQL endpoint. */
  url: string;
  /** The same endpoint without HTTP, for a gateway in this process (the embedded default). */
  inProcess: InProcessSubgraph;
  /** Waits until events written so far have left the outbox (tests use it). */
  flushOutbox(): Promise<void>;
  /**
   * Its /readyz answers 503 from now on, so the gateways' pools stop sending it requests; it keeps
   * serving the ones that come, each connection closed after its answer.
   */
  leave(): void;
  /** Graceful: stop taking requests, drain consumers, close the pool. */
  stop(): Promise<void>;
}
