import http from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type CookieOptions } from 'express';
import type { Logger } from 'pino';
import { runWithRequestId } from '@lunchbox/kit/logger';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import type { SubgraphUrls } from './config.ts';
import { buildContext } from './context.ts';
import { errorHandler } from './error-handler.ts';
import { createFederatedGateway, replicaUrls } from './federation.ts';
import { serveGraphiql } from './graphiql-page.ts';
import { serveGraphql, startApollo } from './graphql-endpoint.ts';
import { serveHealth } from './health.ts';
import { apiDocsRouter } from './rest/api-docs.ts';
import type { RestDeps } from './rest/operation.ts';
import { apiRouter } from './rest/rest-router.ts';
import { REST_ROUTES } from './rest/route-table.ts';
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

/** The gateway's HTTP face, in the order a request meets it. */
export async function createGatewayApp(options: GatewayAppOptions) {
  const { log } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' };
  const gateway = createFederatedGateway(options.supergraphSdl, options.subgraphUrls, cookieOptions, log);
  const apollo = await startApollo(gateway, httpServer, log);
  const verifySession = createSessionVerifier(replicaUrls(options.subgraphUrls.identity)[0]!, log);
  const deps: RestDeps = { apollo, contextFor: (req, res) => buildContext(req, res, verifySession, log) };

  app.use((req, res, next) => {
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    runWithRequestId(requestId, () => next());
  });
  app.use(securityHeaders({ tls: options.secureCookies }));
  app.use(compressAnswers());
  serveHealth(app, options.subgraphUrls);
  app.use(cookieParser());
  serveGraphiql(app);
  serveGraphql(app, deps);
  app.use('/api', apiDocsRouter(REST_ROUTES));
  app.use('/api', apiRouter(REST_ROUTES, deps));
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
