import type { RestRoute } from './rest-route.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { auditRoutes } from './routes/audit-routes.ts';
import { communicationRoutes } from './routes/communication-routes.ts';
import { dietRequestRoutes } from './routes/diet-request-routes.ts';
import { feedbackRoutes } from './routes/feedback-routes.ts';
import { menuRoutes } from './routes/menu-routes.ts';
import { myAccountRoutes } from './routes/my-account-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { reminderRoutes } from './routes/reminder-routes.ts';
import { schoolRoutes } from './routes/school-routes.ts';
import { standingOrderRoutes } from './routes/standing-order-routes.ts';
import { topUpRoutes } from './routes/top-up-routes.ts';
import { twoFactorRoutes } from './routes/two-factor-routes.ts';
import { userRoutes } from './routes/user-routes.ts';

/**
 * Every REST path of the spec (parent-app.md and admin-area.md section 7) and our additions, one
 * table per tag: the router (rest-router.ts) serves them in this order and the OpenAPI document
 * (openapi.ts) describes them in it.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  ...userRoutes,
  ...twoFactorRoutes,
  ...myAccountRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...standingOrderRoutes,
  ...topUpRoutes,
  ...reminderRoutes,
  ...menuRoutes,
  ...schoolRoutes,
  ...adminRoutes,
  ...auditRoutes,
  ...communicationRoutes,
  ...feedbackRoutes,
  ...dietRequestRoutes,
];
