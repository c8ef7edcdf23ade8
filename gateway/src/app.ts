import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type CookieOptions, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, restErrorBody } from '@lunchbox/kit/errors';
import { clientErrorOf } from '@lunchbox/kit/request-errors';
import { formatGraphQLError } from '@lunchbox/kit/graphql-errors';
import { graphqlProtection } from '@lunchbox/kit/graphql-protection';
import { refuseUnusableBodies } from '@lunchbox/kit/body-guard';
import { runWithRequestId } from '@lunchbox/kit/logger';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import { buildContext, type GatewayContext } from './context.ts';
import { createFederatedGateway, replicaUrls } from './federation.ts';
import type { SubgraphUrls } from './config.ts';
import { adminOverviewRoutes } from './rest/admin-overview-routes.ts';
import { adminUserRoutes } from './rest/admin-user-routes.ts';
import { authRoutes } from './rest/auth-routes.ts';
import { childrenRoutes } from './rest/children-routes.ts';
import { closureRoutes } from './rest/closure-routes.ts';
import { feedbackRoutes } from './rest/feedback-routes.ts';
import { notificationRoutes } from './rest/notification-routes.ts';
import { orderRoutes } from './rest/order-routes.ts';
import { menuRoutes } from './rest/menu-routes.ts';
import type { RestDeps } from './rest/operation.ts';
import { securityHeaders } from './security-headers.ts';
import { createSessionVerifier } from './session.ts';
import { compressAnswers, serveWebApp } from './static-web.ts';

export interface GatewayAppOptions {
  supergraphSdl: string;
  subgraphUrls: SubgraphUrls;
  webDist: string;
  secureCookies: boolean;
  log: Logger;
}

const BODY_LIMIT = '100kb';
const READINESS_TIMEOUT_MS = 2_000;

/**
 * CSRF: a browser can send a cross-site request without a preflight only with a "simple" content
 * type, so a state-changing call must be JSON or carry a header that forces a preflight.
 */
const requireJsonForWrites: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const simple = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type === 'text/plain';
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if ((simple || (hasBody && type !== 'application/json')) && !req.headers['x-requested-with'] && !req.headers['apollo-require-preflight']) {
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests that change data must be sent as application/json'));
  }
  next();
};

function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let appError = clientErrorOf(error);
    if (!appError) {
      log.error({ err: error, path: req.path, requestId: res.locals.requestId }, 'unexpected error');
      appError = new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }
    if (res.headersSent) return;
    res.status(appError.httpStatus).json(restErrorBody(appError));
  };
}

export async function createGatewayApp(options: GatewayAppOptions) {
  const { log } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' };
  const gateway = createFederatedGateway(options.supergraphSdl, options.subgraphUrls, cookieOptions, log);
  const protection = graphqlProtection<GatewayContext>('gateway');
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGraphQLError(log),
    ...protection,
    includeStacktraceInErrorResponses: false,
    // Shutdown belongs to runUntilSignalled; Apollo's own handler would re-raise the signal mid-drain.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ...protection.plugins],
  });
  await apollo.start();

  const verifySession = createSessionVerifier(replicaUrls(options.subgraphUrls.identity)[0]!, log);
  const contextFor: RestDeps['contextFor'] = (req, res) => buildContext(req, res, verifySession, log);
  const rest: RestDeps = { apollo, contextFor };

  app.use((req, res, next) => {
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    runWithRequestId(requestId, () => next());
  });
  app.use(securityHeaders({ tls: options.secureCookies }));
  app.use(compressAnswers());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(options.subgraphUrls).map(async ([name, setting]) => {
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

  app.use(cookieParser());
  app.use(
    '/graphql',
    requireJsonForWrites,
    express.json({ limit: BODY_LIMIT }),
    refuseUnusableBodies('graphql'),
    expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }),
  );

  const api = express.Router();
  api.use((_req, res, next) => {
    // parent-app.md section 7: every call asks for no caching.
    res.setHeader('cache-control', 'no-store, no-cache, must-revalidate');
    res.setHeader('pragma', 'no-cache');
    next();
  });
  api.use(requireJsonForWrites, express.json({ limit: BODY_LIMIT }), refuseUnusableBodies('rest'));
  api.use(authRoutes(rest));
  api.use(childrenRoutes(rest));
  api.use(orderRoutes(rest));
  api.use(menuRoutes(rest));
  api.use(closureRoutes(rest));
  api.use(adminUserRoutes(rest));
  api.use(adminOverviewRoutes(rest));
  api.use(notificationRoutes(rest));
  api.use(feedbackRoutes(rest));
  api.use((req, _res, next) => next(new AppError('NOT_FOUND', `No such API path: ${req.method} ${req.path}`)));
  app.use('/api', api);

  serveWebApp(app, options.webDist, log);
  app.use(errorHandler(log));

  return {
    app,
    httpServer,
    async stop() {
      await apollo.stop();
    },
  };
}
