import { loadConfig } from '@lunchbox/kit/process/config';
import { createLogger } from '@lunchbox/kit/process/logger';
import { frontProxyEnvSchema } from './front-proxy-config.ts';
import { startFrontProxy } from './front-proxy.ts';

/**
 * The front proxy as a process of its own: the compose stack's `front` service, which publishes
 * the stack's one port and spreads the requests over the gateway replicas (infra/front-proxy.ts).
 */
const log = createLogger('front-proxy');
const settings = loadConfig(frontProxyEnvSchema, process.env);
const front = await startFrontProxy({ port: settings.FRONT_PORT, upstreams: settings.GATEWAY_URLS, log });
log.info({ port: front.port, gateways: settings.GATEWAY_URLS }, 'front proxy listening');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void front.stop().finally(() => process.exit(0));
  });
}
