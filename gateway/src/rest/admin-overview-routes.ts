import { Router } from 'express';
import { route, runOperation, type RestDeps } from './operation.ts';

/**
 * The Overview tab's counters (admin-area.md section 7). One federated object: identity counts
 * users, ordering today's lunches, menu the dishes on offer, notification the e-mails sent.
 */
export function adminOverviewRoutes(deps: RestDeps): Router {
  const router = Router();
  router.get(
    '/admin/stats',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'query { adminStats { totalUsers todaysOrders weeklyMenuItems emailsSent } }');
      res.json(data.adminStats);
    }),
  );
  return router;
}
