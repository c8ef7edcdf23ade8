import type express from 'express';
import { replicaUrls, type SubgraphUrls } from './config.ts';

const READINESS_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: every subgraph has a ready replica. */
export function serveHealth(app: express.Express, subgraphUrls: SubgraphUrls): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
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
