import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Kind, parse } from 'graphql';
import type { GatewayContext, SessionCache } from '../context.ts';
import { PUBLIC_READ_MARK, rootFields } from '@lunchbox/kit/http/answer-cache';
import type { PublicReadCache } from './public-read-cache.ts';

/**
 * Root queries whose answer is the same for every caller (the menu subgraph resolves them without
 * looking at the caller, and their types live in the menu subgraph alone).
 */
const PUBLIC_READS = new Set(['activeWeeklyMenuItems', 'upcomingWeeklyMenuItems', 'closures', '__typename']);

/** Identity mutations after which a cached session may be wrong: ended, or its role or owner changed. */
const SESSION_CHANGING_MUTATIONS = new Set([
  'logout',
  'resetPassword',
  'setUserAdmin',
  'deleteUser',
  'adminUpdateUser',
  // Issue 30: the session gains a second factor, which its access token must say at once.
  'enableTwoFactor',
  'registerPasskey',
  'revokeMySession',
  'revokeMyOtherSessions',
  'deleteMyAccount',
]);

/** The Mutation fields a subgraph resolves, read from the supergraph's `@join__field(graph: …)`. */
export function mutationFieldsOf(supergraphSdl: string, graph: string): Set<string> {
  const fields = new Set<string>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || definition.name.value !== 'Mutation') continue;
    for (const field of definition.fields ?? []) {
      const owned = field.directives?.some(
        (directive) =>
          directive.name.value === 'join__field' &&
          directive.arguments?.some((argument) => argument.name.value === 'graph' && argument.value.kind === Kind.ENUM && argument.value.value === graph),
      );
      if (owned) fields.add(field.name.value);
    }
  }
  return fields;
}

export interface CachePluginOptions {
  reads: PublicReadCache;
  sessions: SessionCache;
  /** Mutations that change what the public reads answer (every menu mutation). */
  readChangingMutations: ReadonlySet<string>;
  /** Part of every read's key: answers such as the upcoming weeks depend on the server's day. */
  dayKey: () => string;
}

/**
 * The one point where both faces (GraphQL and the REST façade, which runs GraphQL operations) meet
 * the caches: a public read is answered from the cache before any query plan runs, and a mutation
 * that changes cached data invalidates this gateway's caches before its answer is sent.
 */
export function cachePlugin(options: CachePluginOptions): ApolloServerPlugin<GatewayContext> {
  const { reads, sessions, readChangingMutations, dayKey } = options;
  return {
    async requestDidStart() {
      let store: { key: string; startedUnder: number } | undefined;
      return {
        async responseForOperation(context) {
          if (context.operation.operation !== 'query') return null;
          const fields = rootFields(context.operation, context.document);
          if (!fields?.every((field) => PUBLIC_READS.has(field))) return null;
          // The same answer for every caller: the front cache may keep its bytes for the next anonymous request.
          context.contextValue.res.locals[PUBLIC_READ_MARK] = true;
          const key = JSON.stringify([dayKey(), context.source, context.operationName ?? null, context.request.variables ?? {}]);
          const hit = reads.get(key);
          if (hit) return { body: { kind: 'single', singleResult: hit }, http: { status: undefined, headers: new HeaderMap() } };
          store = { key, startedUnder: reads.begin() };
          return null;
        },
        async willSendResponse(context: GraphQLRequestContextWillSendResponse<GatewayContext>) {
          const { operation, document, response } = context;
          if (store && response.body.kind === 'single' && !response.body.singleResult.errors?.length && response.body.singleResult.data) {
            reads.store(store.key, store.startedUnder, { data: response.body.singleResult.data });
          }
          if (operation?.operation !== 'mutation' || !document) return;
          // Even a mutation that answered an error may have changed something: invalidate on any outcome.
          const fields = rootFields(operation, document) ?? [];
          if (fields.some((field) => readChangingMutations.has(field))) reads.invalidate();
          if (fields.some((field) => SESSION_CHANGING_MUTATIONS.has(field))) sessions.invalidateAll();
        },
      };
    },
  };
}
