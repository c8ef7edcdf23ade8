// The Apollo server that answers /graphql on the federated gateway (and runs the REST façade's operations).
import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { ApolloGateway } from '@apollo/gateway';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type express from 'express';
import type { Logger } from 'pino';
import { formatGraphQLError } from '@lunchbox/kit/errors/graphql-errors';
import { drainConnections } from '@lunchbox/kit/http/connection-drain';
import { graphqlProtection } from '@lunchbox/kit/http/graphql-protection';
import type { GatewayContext } from './context.ts';
import { jsonBodies } from './request-guards.ts';
import type { RestDeps } from './rest/operation.ts';

/** The federated graph's Apollo Server, started; the REST façade runs its operations on it too. */
export async function startApollo(
  gateway: ApolloGateway,
  httpServer: http.Server,
  log: Logger,
  plugins: ApolloServerPlugin<GatewayContext>[] = [],
): Promise<ApolloServer<GatewayContext>> {
  const protection = graphqlProtection<GatewayContext>('gateway');
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGraphQLError(log),
    ...protection,
    includeStacktraceInErrorResponses: false,
    // Shutdown belongs to runUntilSignalled; Apollo's own handler would re-raise the signal mid-drain.
    stopOnTerminationSignals: false,
    // GraphiQL (graphiql-page.ts) replaces Apollo's landing page, which loads Apollo's Sandbox from its CDN.
    plugins: [drainConnections(httpServer), ApolloServerPluginLandingPageDisabled(), ...protection.plugins, ...plugins],
  });
  await apollo.start();
  return apollo;
}

/** POST /graphql (and GET for persisted and cacheable queries). */
export function serveGraphql(app: express.Express, { apollo, contextFor }: RestDeps): void {
  app.use('/graphql', ...jsonBodies('graphql'), expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }));
}
