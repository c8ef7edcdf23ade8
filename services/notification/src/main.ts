import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql } from 'graphql-tag';
import { loadConfig } from '@lunchbox/kit/config';
import { openServiceDatabase } from '@lunchbox/kit/db';
import { isEntryPoint, runServiceAlone } from '@lunchbox/kit/service-script';
import { startOutboxRelay } from '@lunchbox/kit/outbox';
import type { RunningService, ServiceDeps } from '@lunchbox/kit/service';
import { startSubgraphServer } from '@lunchbox/kit/subgraph-server';
import { mailSettingsFrom, notificationEnvSchema } from './config.ts';
import { outbox } from './db/schema.ts';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { subscribeNotificationConsumers } from './events/consumers.ts';
import { onFeedbackAnswered } from './events/feedback-answered.ts';
import { onCheckoutPaymentChanged } from './events/checkout-payment-changed.ts';
import { onCheckoutPaymentReminderDue } from './events/checkout-payment-reminder-due.ts';
import { onOrderCancelled } from './events/order-cancelled.ts';
import { onOrderPlaced } from './events/order-placed.ts';
import { onPasswordResetRequested } from './events/password-reset-requested.ts';
import { onUserDeleted } from './events/user-deleted.ts';
import { onUserRegistered } from './events/user-registered.ts';
import { onUserRoleChanged } from './events/user-role-changed.ts';
import { onUserUpdated } from './events/user-updated.ts';
import { createEmailDelivery } from './mail/email-delivery.ts';
import { createMailer, type MailSettings } from './mail/mailer.ts';
import type { NotificationDeps } from './notification-deps.ts';
import { adminStatsResolvers } from './resolvers/admin-stats.ts';
import { emailDeliveryResolvers, emailNotificationResolvers } from './resolvers/email-notification.ts';
import { feedbackResolvers } from './resolvers/feedback.ts';
import { mutationResolvers } from './resolvers/mutation.ts';
import { queryResolvers } from './resolvers/query.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeDefs = gql(readFileSync(path.join(here, 'schema.graphql'), 'utf8'));

/** How often e-mails left pending (by a crash, or a replica that died) are looked for. */
const RESUME_EVERY_MS = 30_000;

/** How long an administrator's send waits for its e-mails before answering with the record as it stands. */
const SEND_WAIT_MS = 25_000;

export async function startNotificationService(deps: ServiceDeps & { mail: MailSettings }): Promise<RunningService> {
  const log = deps.log;
  const database = await openServiceDatabase({ url: deps.databaseUrl, schemaName: 'notification', migrationsFolder: path.join(here, 'db/migrations') });
  const db = database.db;
  const relay = startOutboxRelay({ db, outbox, bus: deps.bus, log });
  const mailer = createMailer(deps.mail);
  const delivery = createEmailDelivery({
    db,
    mailer,
    relay,
    log,
    retry: { attempts: deps.mail.retry?.attempts ?? 3, backoffMs: deps.mail.retry?.backoffMs ?? 500 },
  });
  const notification: NotificationDeps = {
    db,
    delivery,
    log,
    appUrl: deps.mail.appUrl,
    schoolTimeZone: deps.mail.schoolTimeZone ?? DEFAULT_SCHOOL_TIMEZONE,
    sendWaitMs: deps.mail.sendWaitMs ?? SEND_WAIT_MS,
    eventsWritten: () => relay.nudge(),
  };

  const consumers = await subscribeNotificationConsumers(deps.bus, {
    'user.registered': onUserRegistered(notification),
    'user.updated': onUserUpdated(notification),
    'user.role_changed': onUserRoleChanged(notification),
    'user.deleted': onUserDeleted(notification),
    'password_reset.requested': onPasswordResetRequested(notification),
    'order.placed': onOrderPlaced(notification),
    'order.cancelled': onOrderCancelled(notification),
    'checkout.payment_changed': onCheckoutPaymentChanged(notification),
    'checkout.payment_reminder_due': onCheckoutPaymentReminderDue(notification),
    'feedback.answered': onFeedbackAnswered(notification),
  });

  const server = await startSubgraphServer({
    name: 'notification',
    typeDefs,
    resolvers: {
      Query: queryResolvers(notification),
      Mutation: mutationResolvers(notification),
      EmailNotification: emailNotificationResolvers,
      EmailDelivery: emailDeliveryResolvers,
      Feedback: feedbackResolvers,
      AdminStats: adminStatsResolvers(notification),
    },
    port: deps.port,
    host: deps.host,
    publicKey: deps.publicKey,
    log,
    isReady: async () => (await database.pool.query('select 1')).rowCount === 1,
  });

  let resuming: Promise<void> = Promise.resolve();
  const resume = () => {
    resuming = delivery.resumePending().catch((error: unknown) => log.error({ err: error }, 'resuming pending e-mails failed'));
  };
  resume();
  const resumeTimer = setInterval(resume, RESUME_EVERY_MS);
  resumeTimer.unref();
  log.info({ mail: mailer.kind }, 'notification service started');

  return {
    name: 'notification',
    url: server.url,
    flushOutbox: () => relay.flush(),
    async stop() {
      await server.stop();
      clearInterval(resumeTimer);
      // Retries stop first so that draining the consumers does not wait out their back-off.
      await Promise.all([delivery.stop(), consumers.stop(), resuming]);
      await delivery.stop();
      await relay.stop();
      mailer.close();
      await database.close();
    },
  };
}

if (isEntryPoint(import.meta.url)) {
  const env = loadConfig(notificationEnvSchema);
  await runServiceAlone({
    name: 'notification',
    env,
    port: env.NOTIFICATION_PORT,
    start: (deps) => startNotificationService({ ...deps, mail: mailSettingsFrom(env) }),
  });
}
