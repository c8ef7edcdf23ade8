import http from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type CookieOptions } from 'express';
import type { Logger } from 'pino';
import { schoolToday } from '@lunchbox/domain/school-dates';
import type { EventBus } from '@lunchbox/kit/messaging/bus';
import { now } from '@lunchbox/kit/process/clock';
import { runWithRequestId } from '@lunchbox/kit/process/logger';
import { graphqlObservability, observeHttp, operatorMetricsRoute } from '@lunchbox/kit/observability/http';
import { requestIdOf } from '@lunchbox/kit/http/subgraph-server';
import { cachePlugin, mutationFieldsOf } from './cache/cache-plugin.ts';
import { FrontReadCache } from './cache/front-read-cache.ts';
import { subscribeInvalidations } from './cache/invalidation.ts';
import { PublicReadCache } from './cache/public-read-cache.ts';
import type { SubgraphUrls } from './config.ts';
import { requestContexts, SessionCache, type GatewayContext } from './context.ts';
import { errorHandler } from './error-handler.ts';
import { createFederatedGateway, type InProcessSubgraphs } from './federated-gateway.ts';
import { serveGraphiql } from './graphiql-page.ts';
import { serveGraphql, startApollo } from './graphql-server.ts';
import { serveHealth } from './health.ts';
import { createSubgraphPools } from './replica-pool.ts';
import { startLiveBoard } from './live/live-board.ts';
import { apiDocsRouter } from './rest/api-docs.ts';
import { calendarFeedRouter } from './rest/calendar-feed.ts';
import { dietRequestFilesRouter } from './rest/diet-request-files.ts';
import type { RestDeps } from './rest/operation.ts';
import { apiRouter } from './rest/rest-router.ts';
import { REST_ROUTES } from './rest/route-table.ts';
import { securityHeaders } from './security-headers.ts';
import { compressAnswers, serveWebApp } from './static-web.ts';

export interface GatewayAppOptions {
  supergraphSdl: string;
  subgraphUrls: SubgraphUrls;
  /** Subgraphs in this process, whose GraphQL requests skip HTTP (their URLs still serve the rest). */
  inProcessSubgraphs?: InProcessSubgraphs;
  webDist: string;
  secureCookies: boolean;
  /** Where the gateway hears of menu changes and ended sessions that invalidate its caches. */
  bus: EventBus;
  /** The upcoming weeks' menu depends on the schools' day, so cached reads are keyed by it. */
  schoolTimeZone: string;
  /** Whose X-Forwarded-For is believed for a client's address (TRUST_PROXY). */
  trustProxy?: string;
  /** The operator's bearer token for /metrics; without one /metrics answers 404. */
  metricsToken?: string;
  log: Logger;
}

/** The gateway's HTTP face, in the order a request meets it. */
export async function createGatewayApp(options: GatewayAppOptions) {
  const { log } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' };
  const pools = createSubgraphPools(options.subgraphUrls, log);
  const gateway = createFederatedGateway(options.supergraphSdl, options.subgraphUrls, pools, cookieOptions, options.inProcessSubgraphs);
  const reads = new PublicReadCache();
  const sessions = new SessionCache();
  // schoolToday works the day out once a second per zone, so a cached read pays no zone conversion.
  const dayKey = () => schoolToday(now(), options.schoolTimeZone);
  const caches = cachePlugin({ reads, sessions, readChangingMutations: mutationFieldsOf(options.supergraphSdl, 'MENU'), dayKey });
  const httpServer = http.createServer(new FrontReadCache(reads, dayKey).in(app));
  const invalidations = await subscribeInvalidations(options.bus, reads, sessions);
  const apollo = await startApollo(gateway, httpServer, log, [graphqlObservability<GatewayContext>('gateway'), caches]);
  const deps: RestDeps = { apollo, contextFor: requestContexts({ identity: pools.identity, sessions, log }) };
  const liveBoard = await startLiveBoard({ bus: options.bus, deps, log });

  app.use(observeHttp('gateway'));
  app.use((req, res, next) => {
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    runWithRequestId(requestId, () => next());
  });
  app.use(securityHeaders({ tls: options.secureCookies }));
  app.use(compressAnswers());
  let leaving = false;
  serveHealth(app, options.subgraphUrls, () => leaving);
  app.use(cookieParser());
  serveGraphiql(app);
  serveGraphql(app, deps);
  app.use('/api', apiDocsRouter(REST_ROUTES));
  // Not JSON, so beside the route table: the calendar feed (text/calendar) and the live board (text/event-stream).
  app.use('/api', calendarFeedRouter(deps));
  app.use('/api', liveBoard.router);
  // Multipart in, files out: streamed to identity beside the JSON route table (issue 32).
  app.use('/api', dietRequestFilesRouter(deps, pools.identity));
  app.use('/api', apiRouter(REST_ROUTES, deps));
  // Before the web app, whose fallback would answer /metrics with index.html.
  operatorMetricsRoute(app, options.metricsToken);
  serveWebApp(app, options.webDist, log);
  app.use(errorHandler(log));

  return {
    app,
    httpServer,
    /** Readiness turns false (a rolling deploy is replacing this gateway); requests are still served. */
    leave() {
      leaving = true;
    },
    async stop() {
      await invalidations.stop();
      await liveBoard.stop();
      await apollo.stop();
    },
  };
}
