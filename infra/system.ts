import type { Logger } from 'pino';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import type { EventBus } from '@lunchbox/kit/messaging/bus';
import { createBus } from '@lunchbox/kit/messaging/bus-factory';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { loadConfig } from '@lunchbox/kit/process/config';
import { loadObservabilitySettings, startObservability } from '@lunchbox/kit/observability/observability';
import { startEmbeddedPostgres } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';
import { freePort } from '@lunchbox/kit/testing/free-port';
import type { RunningService } from '@lunchbox/kit/process/service';
import { gatewayEnvSchema } from '@lunchbox/gateway/config';
import { startGateway } from '@lunchbox/gateway/main';
import { identityEnvSchema, identitySettingsFrom } from '@lunchbox/identity/config';
import { startIdentityService } from '@lunchbox/identity/main';
import { menuEnvSchema, menuSettingsFrom } from '@lunchbox/menu/config';
import { startMenuService } from '@lunchbox/menu/main';
import { mailSettingsFrom, notificationEnvSchema } from '@lunchbox/notification/config';
import { startNotificationService } from '@lunchbox/notification/main';
import { orderingEnvSchema, orderingSettingsFrom } from '@lunchbox/ordering/config';
import { startOrderingService } from '@lunchbox/ordering/main';

export interface RunningSystem {
  /** Where the gateway serves the app, /graphql and /api. */
  url: string;
  databaseUrl: string;
  bus: EventBus;
  services: RunningService[];
  /** Waits until every event written so far has left every outbox. */
  flushOutboxes(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product in one process: the embedded default of `npm start`, and what the REST and
 * browser tests run against. Every service still has its own schema, its own subgraph server and
 * talks to the others only through the gateway and the bus, exactly as in the distributed runtimes.
 */
export async function startSystem(options: { env?: NodeJS.ProcessEnv; log?: Logger; subgraphHost?: string } = {}): Promise<RunningSystem> {
  const log = options.log ?? createLogger('lunchbox');
  const rawEnv = { ...(options.env ?? process.env) };
  if (rawEnv.PORT === '0') rawEnv.PORT = String(await freePort());
  if (!rawEnv.PUBLIC_URL) rawEnv.PUBLIC_URL = `http://localhost:${rawEnv.PORT ?? 4000}`;

  const gatewayEnv = loadConfig(gatewayEnvSchema, rawEnv);
  const identityEnv = loadConfig(identityEnvSchema, rawEnv);
  const menuEnv = loadConfig(menuEnvSchema, rawEnv);
  const orderingEnv = loadConfig(orderingEnvSchema, rawEnv);
  const notificationEnv = loadConfig(notificationEnvSchema, rawEnv);
  const observabilitySettings = loadObservabilitySettings(rawEnv);
  startClockAt(gatewayEnv.TEST_NOW);

  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log.error({ err: error }, 'stop failed'));
  };
  try {
    // Observability: one tracer provider and one metrics port for the whole process, stopped last.
    const observability = await startObservability('lunchbox', observabilitySettings);
    stops.push(() => observability.stop());
    let databaseUrl = gatewayEnv.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({ dataDir: gatewayEnv.DATA_DIR, log });
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    const keys =
      identityEnv.JWT_PRIVATE_KEY && identityEnv.JWT_PUBLIC_KEY
        ? { privateKey: identityEnv.JWT_PRIVATE_KEY, publicKey: identityEnv.JWT_PUBLIC_KEY }
        : loadOrCreateKeyPair(gatewayEnv.DATA_DIR);
    const bus = await createBus({ natsUrl: gatewayEnv.NATS_URL, log });
    stops.push(() => bus.close());

    // Subgraph ports: the configured ones when given, otherwise any free port (nothing outside calls them).
    const portOf = (configured: string | undefined) => (configured ? Number(configured) : 0);
    const common = { databaseUrl, bus, publicKey: keys.publicKey, host: options.subgraphHost ?? '127.0.0.1' };
    const identity = await startIdentityService({
      ...common,
      log: createLogger('identity'),
      port: portOf(rawEnv.IDENTITY_PORT),
      settings: identitySettingsFrom(identityEnv, keys),
    });
    stops.push(() => identity.stop());
    const menu = await startMenuService({ ...common, log: createLogger('menu'), port: portOf(rawEnv.MENU_PORT), settings: menuSettingsFrom(menuEnv) });
    stops.push(() => menu.stop());
    const ordering = await startOrderingService({
      ...common,
      log: createLogger('ordering'),
      port: portOf(rawEnv.ORDERING_PORT),
      settings: orderingSettingsFrom(orderingEnv),
    });
    stops.push(() => ordering.stop());
    const notification = await startNotificationService({
      ...common,
      log: createLogger('notification'),
      port: portOf(rawEnv.NOTIFICATION_PORT),
      mail: mailSettingsFrom(notificationEnv),
    });
    stops.push(() => notification.stop());

    const gateway = await startGateway({
      port: gatewayEnv.PORT,
      subgraphUrls: { identity: identity.url, menu: menu.url, ordering: ordering.url, notification: notification.url },
      // The gateway calls the subgraphs beside it without HTTP: the same checks, none of the sockets.
      inProcessSubgraphs: { identity: identity.inProcess, menu: menu.inProcess, ordering: ordering.inProcess, notification: notification.inProcess },
      webDist: gatewayEnv.WEB_DIST,
      publicUrl: gatewayEnv.PUBLIC_URL,
      bus,
      schoolTimeZone: gatewayEnv.SCHOOL_TIMEZONE,
      metricsToken: observabilitySettings.METRICS_TOKEN,
      log: createLogger('gateway'),
    });
    stops.push(() => gateway.stop());

    const services = [identity, menu, ordering, notification];
    return {
      url: gateway.url,
      databaseUrl,
      bus,
      services,
      async flushOutboxes() {
        // Two rounds: a consumer's own events (ordering's order.cancelled for a closed day) are written while handling the first.
        for (let round = 0; round < 2; round += 1) await Promise.all(services.map((service) => service.flushOutbox()));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
