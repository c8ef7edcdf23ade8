import type { SubgraphResolvers } from '../http/subgraph-server.ts';
import path from 'node:path';
import type { Express } from 'express';
import { parse } from 'graphql';
import type { Logger } from 'pino';
import { openServiceDatabase } from '../db/database.ts';
import { readSubgraphSdl } from '../http/subgraph-sdl.ts';
import { startSubgraphServer, type PublicReads } from '../http/subgraph-server.ts';
import type { EventBus, EventHandlers } from '../messaging/bus.ts';
import type { InboxTable, OutboxTable } from '../messaging/messaging-tables.ts';
import { eventfulDatabase, type EventfulDatabase } from '../messaging/outbox-writer.ts';
import { startOutboxRelay } from '../messaging/outbox-relay.ts';
import type { RunningService, ServiceDeps } from './service.ts';

/** What the runtime hands a service: its database (rows and events written together), its logger and the bus. */
export interface ServiceRuntime extends EventfulDatabase {
  log: Logger;
  bus: EventBus;
}

export interface Stoppable {
  stop(): Promise<void>;
}

export interface ServiceDefinition<D> {
  /** The service's name: its PostgreSQL schema, its durable consumers and its logs. */
  name: string;
  /** The service's source folder (`import.meta.dirname` of its main.ts), holding its subgraph SDL in `schema.graphql` and its drizzle-kit migrations in `db/migrations`. */
  folder: string;
  /** The service's outbox and inbox (`messagingTables` of its schema). */
  tables: { outbox: OutboxTable; inbox: InboxTable };
  /** Builds what the service's use cases work with, once the database is up to date. */
  setup(runtime: ServiceRuntime): D | Promise<D>;
  resolvers(deps: D): SubgraphResolvers;
  /** One handler per event type consumed; replicas share one durable consumer, so each event reaches one of them. */
  consumers?(deps: D): EventHandlers;
  /**
   * Events every replica hears, each on its own (fan-out, from the moment it subscribed, never
   * redelivered): for what a replica keeps in memory of its service's data, such as menu's active items.
   */
  everyReplica?(deps: D): EventHandlers;
  /** Queries that read the same for every caller, answered again from their kept bytes until `dataState` changes. */
  publicReads?(deps: D): PublicReads;
  /** Routes beside /graphql, /healthz and /readyz. */
  routes?(app: Express, deps: D): void;
  /** Work beside requests and events (sweeps, e-mail retries), stopped alongside the consumers so that a draining consumer does not wait out a task's back-off. */
  tasks?(deps: D): Stoppable[];
  /**
   * Called once when the process is told to stop (its leave, or its stop when it did not leave first):
   * background work takes nothing new from then on, so that what is under way (an e-mail at the SMTP
   * server) can finish and be recorded within the stop's grace time rather than be killed midway.
   */
  stopTaking?(deps: D): void;
  /** Resources released once requests, consumers and tasks have stopped (a mail transport). */
  close?(deps: D): void | Promise<void>;
}

/**
 * Runs one service the same way in every runtime (the embedded process, the cluster, a container):
 * its schema migrated, the outbox relay, the consumers, the subgraph server with its health routes,
 * and a graceful stop in the one safe order: no more requests, consumers and tasks drained, last
 * events handed to the bus, pool closed.
 */
export async function startService<D>(deps: ServiceDeps, definition: ServiceDefinition<D>): Promise<RunningService> {
  const { name, tables } = definition;
  const log = deps.log;
  const database = await openServiceDatabase({ url: deps.databaseUrl, schemaName: name, migrationsFolder: path.join(definition.folder, 'db/migrations') });
  const stops: Array<() => Promise<void>> = [() => database.close()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const relay = startOutboxRelay({ db: database.db, outbox: tables.outbox, bus: deps.bus, log, pollMs: deps.outboxPollMs });
    stops.push(() => relay.stop());
    const runtime: ServiceRuntime = {
      ...eventfulDatabase({ db: database.db, outbox: tables.outbox, inbox: tables.inbox, wakeRelay: () => relay.nudge() }),
      log,
      bus: deps.bus,
    };
    const serviceDeps = await definition.setup(runtime);
    if (definition.close) stops.push(async () => definition.close?.(serviceDeps));

    const tasks = definition.tasks?.(serviceDeps) ?? [];
    const consumers = definition.consumers && (await deps.bus.subscribe({ service: name, handlers: definition.consumers(serviceDeps) }));
    const listeners =
      definition.everyReplica && (await deps.bus.subscribe({ service: name, handlers: definition.everyReplica(serviceDeps), everyReplica: true }));
    stops.push(() => Promise.all([consumers?.stop(), listeners?.stop(), ...tasks.map((task) => task.stop())]).then(() => undefined));

    let leaving = false;
    let takingStopped = false;
    const stopTaking = () => {
      if (takingStopped) return;
      takingStopped = true;
      definition.stopTaking?.(serviceDeps);
    };
    const server = await startSubgraphServer({
      name,
      typeDefs: parse(readSubgraphSdl(definition.folder)),
      resolvers: definition.resolvers(serviceDeps),
      port: deps.port,
      host: deps.host,
      publicKey: deps.publicKey,
      log,
      publicReads: definition.publicReads?.(serviceDeps),
      isReady: async () => !leaving && (await database.pool.query('select 1')).rowCount === 1,
      // Operational routes (a /metrics endpoint reading the pool and the relay) belong here, beside the health routes.
      extraRoutes: definition.routes && ((app) => definition.routes?.(app, serviceDeps)),
    });
    stops.push(() => server.stop());

    let stopped: Promise<void> | undefined;
    return {
      name,
      url: server.url,
      inProcess: server.inProcess,
      flushOutbox: () => relay.flush(),
      leave: () => {
        leaving = true;
        stopTaking();
        server.leave();
      },
      // Stopping twice is harmless (a test stops a service, then the whole system).
      stop: () => {
        stopTaking();
        return (stopped ??= stopAll());
      },
    };
  } catch (error) {
    await stopAll().catch((stopError: unknown) => log.error({ err: stopError }, `${name} failed to stop after a failed start`));
    throw error;
  }
}
