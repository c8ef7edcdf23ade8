import express, { type Express } from 'express';
import type { IdentityDeps } from '../identity-deps.ts';
import { verifySession } from './verify-session.ts';

/** Asked by the gateway for every request that carries a session cookie; never exposed publicly. */
export function addInternalSessionRoute(app: Express, deps: IdentityDeps): void {
  app.post('/internal/session', express.json({ limit: '8kb' }), async (req, res) => {
    const token = typeof req.body?.token === 'string' ? req.body.token : '';
    const session = token ? await verifySession(deps.db, deps.settings, token) : null;
    if (!session) {
      res.status(401).json({ error: 'Not authenticated' });
      return;
    }
    res.json(session);
  });
}
