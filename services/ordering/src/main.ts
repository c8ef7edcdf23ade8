import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'graphql';
import { loadConfig } from '@lunchbox/kit/config';
import { openServiceDatabase } from '@lunchbox/kit/db';
import { isEntryPoint, runServiceAlone } from '@lunchbox/kit/service-script';
import { startOutboxRelay } from '@lunchbox/kit/outbox';
import type { RunningService, ServiceDeps } from '@lunchbox/kit/service';
import { startSubgraphServer } from '@lunchbox/kit/subgraph-server';
import { defaultOrderingSettings, orderingEnvSchema, orderingSettingsFrom, type OrderingSettings } from './config.ts';
import { outbox } from './db/schema.ts';
import { onChildDeleted } from './events/child-deleted.ts';
import { onChildUpserted } from './events/child-upserted.ts';
import { subscribeOrderingConsumers } from './events/consumers.ts';
import { onMenuClosureDeclared } from './events/menu-closure-declared.ts';
import { onMenuClosureLifted } from './events/menu-closure-lifted.ts';
import { onMenuItemDeleted } from './events/menu-item-deleted.ts';
import { onMenuItemUpserted } from './events/menu-item-upserted.ts';
import { onUserDeleted } from './events/user-deleted.ts';
import type { OrderingDeps } from './ordering-deps.ts';
import { paymentOptionsFrom } from './payment/payment-options.ts';
import { startPaymentReminders } from './payments/payment-reminders.ts';
import { orderingResolvers } from './resolvers/resolvers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeDefs = parse(readFileSync(path.join(here, 'schema.graphql'), 'utf8'));

/** Without `settings` the development defaults apply (Los Angeles schools, the sample payment links). */
export async function startOrderingService(deps: ServiceDeps & { settings?: OrderingSettings }): Promise<RunningService> {
  const settings = deps.settings ?? defaultOrderingSettings;
  const database = await openServiceDatabase({ url: deps.databaseUrl, schemaName: 'ordering', migrationsFolder: path.join(here, 'db/migrations') });
  const db = database.db;
  const relay = startOutboxRelay({ db, outbox, bus: deps.bus, log: deps.log });
  const ordering: OrderingDeps = { db, settings, log: deps.log, eventsWritten: () => relay.nudge() };

  const consumerDeps = { db, log: deps.log, eventsWritten: () => relay.nudge() };
  const consumers = await subscribeOrderingConsumers(deps.bus, {
    'child.upserted': onChildUpserted(consumerDeps),
    'child.deleted': onChildDeleted(consumerDeps),
    'menu.item.upserted': onMenuItemUpserted(consumerDeps),
    'menu.item.deleted': onMenuItemDeleted(consumerDeps),
    'menu.closure.declared': onMenuClosureDeclared(consumerDeps),
    'menu.closure.lifted': onMenuClosureLifted(consumerDeps),
    'user.deleted': onUserDeleted(consumerDeps),
  });

  const reminders = startPaymentReminders(ordering);

  const server = await startSubgraphServer({
    name: 'ordering',
    typeDefs,
    resolvers: orderingResolvers({ ...ordering, paymentOptions: paymentOptionsFrom(settings) }),
    port: deps.port,
    host: deps.host,
    publicKey: deps.publicKey,
    log: deps.log,
    isReady: async () => (await database.pool.query('select 1')).rowCount === 1,
  });

  return {
    name: 'ordering',
    url: server.url,
    flushOutbox: () => relay.flush(),
    async stop() {
      await server.stop();
      await reminders.stop();
      await consumers.stop();
      await relay.stop();
      await database.close();
    },
  };
}

if (isEntryPoint(import.meta.url)) {
  const env = loadConfig(orderingEnvSchema);
  await runServiceAlone({
    name: 'ordering',
    env,
    port: env.ORDERING_PORT,
    start: (deps) => startOrderingService({ ...deps, settings: orderingSettingsFrom(env) }),
  });
}
