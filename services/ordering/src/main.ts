import { runWhenEntryPoint, startService, type RunningService, type ServiceDeps } from '@lunchbox/kit/process';
import { defaultOrderingSettings, orderingEnvSchema, orderingSettingsFrom, type OrderingSettings } from './config.ts';
import { openMissingCalendarFeeds } from './calendar/calendar-tokens.ts';
import { inbox, outbox } from './db/schema.ts';
import { onChildDeleted } from './events/child-deleted.ts';
import { onChildUpserted } from './events/child-upserted.ts';
import { onMenuClosureDeclared } from './events/menu-closure-declared.ts';
import { onMenuClosureLifted } from './events/menu-closure-lifted.ts';
import { onMenuItemDeleted } from './events/menu-item-deleted.ts';
import { onMenuItemUpserted } from './events/menu-item-upserted.ts';
import { onUserDeleted } from './events/user-deleted.ts';
import type { OrderingDeps } from './ordering-deps.ts';
import { paymentOptionsFrom } from './payments/payment-options.ts';
import { startPaymentReminders } from './payments/payment-reminders.ts';
import { orderingResolvers } from './resolvers/resolvers.ts';

/** Without `settings` the development defaults apply (Los Angeles schools, the sample payment links). */
export function startOrderingService(deps: ServiceDeps & { settings?: OrderingSettings }): Promise<RunningService> {
  const settings = deps.settings ?? defaultOrderingSettings;
  return startService<OrderingDeps>(deps, {
    name: 'ordering',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    setup: (runtime) => ({ ...runtime, settings }),
    resolvers: (ordering) => orderingResolvers({ ...ordering, paymentOptions: paymentOptionsFrom(settings) }),
    consumers: (ordering) => ({
      'child.upserted': onChildUpserted(ordering),
      'child.deleted': onChildDeleted(ordering),
      'menu.item.upserted': onMenuItemUpserted(ordering),
      'menu.item.deleted': onMenuItemDeleted(ordering),
      'menu.closure.declared': onMenuClosureDeclared(ordering),
      'menu.closure.lifted': onMenuClosureLifted(ordering),
      'user.deleted': onUserDeleted(ordering),
    }),
    tasks: (ordering) => [startPaymentReminders(ordering), openMissingCalendarFeeds(ordering)],
  });
}

await runWhenEntryPoint(import.meta.url, orderingEnvSchema, (env) => ({
  name: 'ordering',
  env,
  port: env.ORDERING_PORT,
  start: (deps) => startOrderingService({ ...deps, settings: orderingSettingsFrom(env) }),
}));
