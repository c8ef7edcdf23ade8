import type express from 'express';
import { replicaUrls, type SubgraphUrls } from './config.ts';

const READINESS_TIMEOUT_MS = 2_000;

/**
 * /healthz: the process answers. /readyz: every subgraph has a ready replica, and this gateway is
 * not leaving (told to stop, it answers 503 so that the load balancer sends the next requests to
 * the other gateways, while it still serves what comes meanwhile).
 */
export function serveHealth(app: express.Express, subgraphUrls: SubgraphUrls, isLeaving: () => boolean = () => false): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (isLeaving()) {
      res.status(503).json({ status: 'leaving' });
      return;
    }
    const checks = await Promise.all(
      Object.entries(subgraphUrls).map(async ([name, setting]) => {
        const answers = await Promise.all(
          replicaUrls(setting).map((url) =>
            // A frozen replica must not freeze the readiness probe that is meant to notice it.
            fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) })
              .then((response) => response.ok)
              .catch(() => false),
          ),
        );
        // One ready replica serves: the gateway routes around the others.
        const ok = answers.some(Boolean);
        return [name, ok ? 'ready' : 'not ready'] as const;
      }),
    );
    const ready = checks.every(([, state]) => state === 'ready');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', subgraphs: Object.fromEntries(checks) });
  });
}
