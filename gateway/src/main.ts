import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { EventBus } from '@lunchbox/kit/messaging/bus';
import { createBus } from '@lunchbox/kit/messaging/bus-factory';
import { loadConfig } from '@lunchbox/kit/process/config';
import { runUntilSignalled } from '@lunchbox/kit/process/lifecycle';
import { createLogger } from '@lunchbox/kit/process/logger';
import { loadObservabilitySettings, startObservability } from '@lunchbox/kit/observability/observability';
import { closeEachConnectionAfterItsAnswer } from '@lunchbox/kit/http/connection-drain';
import { listen, type RunningServer } from '@lunchbox/kit/http/subgraph-server';
import { createGatewayApp } from './app.ts';
import { gatewayEnvSchema, type SubgraphUrls } from './config.ts';
import type { InProcessSubgraphs } from './federated-gateway.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SUPERGRAPH_PATH = path.join(repoRoot, 'infra/supergraph.graphql');
export const DEFAULT_WEB_DIST = path.join(repoRoot, 'web/dist');

export async function startGateway(options: {
  port: number;
  host?: string;
  subgraphUrls: SubgraphUrls;
  /** Subgraphs in this process (the embedded default), whose GraphQL requests skip HTTP. */
  inProcessSubgraphs?: InProcessSubgraphs;
  webDist?: string;
  publicUrl: string;
  bus: EventBus;
  schoolTimeZone: string;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY); loopback unless set. */
  trustProxy?: string;
  /** Lets an operator read /metrics on this port with this bearer token; without it /metrics is 404. */
  metricsToken?: string;
  log: Logger;
}): Promise<RunningServer & { leave(): void }> {
  const gateway = await createGatewayApp({
    supergraphSdl: readFileSync(SUPERGRAPH_PATH, 'utf8'),
    subgraphUrls: options.subgraphUrls,
    inProcessSubgraphs: options.inProcessSubgraphs,
    webDist: options.webDist ?? DEFAULT_WEB_DIST,
    secureCookies: options.publicUrl.startsWith('https://'),
    bus: options.bus,
    schoolTimeZone: options.schoolTimeZone,
    trustProxy: options.trustProxy,
    metricsToken: options.metricsToken,
    log: options.log,
  });
  const port = await listen(gateway.httpServer, options.port, options.host ?? '0.0.0.0');
  const url = `http://localhost:${port}`;
  options.log.info({ url }, 'gateway listening');
  return {
    url,
    port,
    // Readiness turns 503 (the load balancer takes this gateway out) and every answer closes its
    // connection, so the balancer's kept-alive connections end after an answer, never under a request.
    leave: () => {
      gateway.leave();
      closeEachConnectionAfterItsAnswer(gateway.httpServer);
    },
    stop: () => gateway.stop(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = loadConfig(gatewayEnvSchema);
  const log = createLogger('gateway');
  // The gateway only listens (its caches' invalidations); without NATS there is nobody else to hear.
  const bus = await createBus({ natsUrl: env.NATS_URL, natsReplicas: env.NATS_STREAM_REPLICAS, log });
  const observabilitySettings = loadObservabilitySettings();
  const observability = await startObservability('gateway', observabilitySettings);
  const gateway = await startGateway({
    port: env.PORT,
    subgraphUrls: { identity: env.IDENTITY_URL, menu: env.MENU_URL, ordering: env.ORDERING_URL, notification: env.NOTIFICATION_URL },
    webDist: env.WEB_DIST,
    publicUrl: env.PUBLIC_URL,
    bus,
    schoolTimeZone: env.SCHOOL_TIMEZONE,
    trustProxy: env.TRUST_PROXY,
    metricsToken: observabilitySettings.METRICS_TOKEN,
    log,
  });
  runUntilSignalled(
    log,
    async () => {
      await gateway.stop();
      await bus.close();
      await observability.stop();
    },
    { leave: { drainMs: env.SHUTDOWN_DRAIN_MS, start: () => gateway.leave() }, graceMs: env.SHUTDOWN_GRACE_MS },
  );
}
