import { runWhenEntryPoint, startService, type RunningService, type ServiceDeps } from '@lunchbox/kit/process';
import { defaultOrderingSettings, orderingEnvSchema, orderingSettingsFrom, type OrderingSettings } from './config.ts';
import { openMissingCalendarFeeds } from './calendar/open-calendar-feeds.ts';
import { inbox, outbox } from './db/schema.ts';
import { orderingConsumers } from './events/consumers.ts';
import type { OrderingDeps } from './ordering-deps.ts';
import { paymentOptionsFrom } from './payments/payment-options.ts';
import { startPaymentReminders } from './payments/payment-reminders.ts';
import { orderingResolvers } from './resolvers/ordering-resolvers.ts';
import { startWeeklyJobs } from './scheduling/weekly-jobs.ts';

/** Without `settings` the development defaults apply (Los Angeles schools, the sample payment links). */
export function startOrderingService(deps: ServiceDeps & { settings?: OrderingSettings }): Promise<RunningService> {
  const settings = deps.settings ?? defaultOrderingSettings;
  return startService<OrderingDeps>(deps, {
    name: 'ordering',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    setup: (runtime) => ({ ...runtime, settings, paymentOptions: paymentOptionsFrom(settings) }),
    resolvers: orderingResolvers,
    consumers: orderingConsumers,
    tasks: (ordering) => [
      startPaymentReminders(ordering),
      openMissingCalendarFeeds(ordering),
      ...(settings.scheduledJobs ? [startWeeklyJobs(ordering, deps.databaseUrl)] : []),
    ],
  });
}

await runWhenEntryPoint(import.meta.url, orderingEnvSchema, (env) => ({
  name: 'ordering',
  env,
  port: env.ORDERING_PORT,
  start: (deps) => startOrderingService({ ...deps, settings: orderingSettingsFrom(env) }),
}));
