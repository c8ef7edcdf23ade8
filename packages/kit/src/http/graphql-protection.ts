import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, visit, type DocumentNode, type OperationDefinitionNode, type ValidationRule } from 'graphql';
import { findBodyProblem, NUL_MESSAGE, NUMBER_TOO_LARGE_MESSAGE } from './body-guard.ts';

/**
 * What one GraphQL document may ask of the gateway. Measured: the web app's operations need at most
 * 44 tokens, depth 4, no alias and a cost of 34; graphql-js's standard introspection query (what
 * GraphiQL sends) 184 tokens and depth 15, which is why the depth limit is 15 and counts fields, not
 * fragments. A document of a thousand aliased `__schema` selections is refused by the alias and
 * token limits; one that nests `fields { type { fields …` by graphql-js's own introspection rule.
 */
export const GRAPHQL_LIMITS = { tokens: 1_000, depth: 15, aliases: 15, directives: 20, cost: 5_000 } as const;

/**
 * A subgraph gets the plans the gateway builds from an accepted document, which are larger than it
 * (fragments inlined, `_entities` wrappers, `__typename` added): its limits leave room for that and
 * still stop a document sent straight at the subgraph from holding it.
 */
const SUBGRAPH_FACTOR = 4;

type Role = 'gateway' | 'subgraph';

function limitsFor(role: Role) {
  if (role === 'gateway') return GRAPHQL_LIMITS;
  const { tokens, depth, aliases, directives, cost } = GRAPHQL_LIMITS;
  return {
    tokens: tokens * SUBGRAPH_FACTOR,
    depth: depth + 4,
    aliases: aliases * SUBGRAPH_FACTOR,
    directives: directives * SUBGRAPH_FACTOR,
    cost: cost * SUBGRAPH_FACTOR,
  };
}

function clientError(message: string, code: 'BAD_REQUEST' | 'BAD_USER_INPUT' | 'OPERATION_RESOLUTION_FAILURE'): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The words graphql-js uses when it cannot pick the operation to run (Apollo Server's OPERATION_RESOLUTION_FAILURE). */
function operationResolutionFailure(document: DocumentNode, operationName: string | null | undefined): GraphQLError {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const message =
    operationName != null
      ? `Unknown operation named "${operationName}".`
      : operations.length > 1
        ? 'Must provide operation name if query contains multiple operations.'
        : 'Must provide an operation.';
  return clientError(message, 'OPERATION_RESOLUTION_FAILURE');
}

const literalProblems = new WeakMap<DocumentNode, string | null>();

/**
 * Literal values as the parser decoded them: a `\u0000` escape inside a string literal is a NUL by
 * now, and `1e999` is Infinity, which graphql-js's Float accepts in a literal and PostgreSQL or the
 * gateway's planner then fail on. graphql-js's visit keeps its own stack.
 */
function findLiteralProblem(document: DocumentNode): string | null {
  // Apollo hands back the same parsed document for the same query text: walk each one once.
  const known = literalProblems.get(document);
  if (known !== undefined) return known;
  let problem: string | null = null;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) problem ??= NUL_MESSAGE;
    },
    FloatValue(node) {
      if (!Number.isFinite(Number(node.value))) problem ??= NUMBER_TOO_LARGE_MESSAGE;
    },
  });
  literalProblems.set(document, problem);
  return problem;
}

/**
 * One `__schema` selection per document. Each one answers the whole schema (85 kB, tens of
 * milliseconds), so fifteen aliased copies (within the alias limit) took 0.3 s of the one thread
 * and, twenty at once, kept /healthz waiting 2 s. graphql-armor has no rule for this; an integrator
 * never needs the schema twice in one request.
 */
export const MAX_SCHEMA_SELECTIONS = 1;
const oneSchemaSelection: ValidationRule = (context) => {
  let found = 0;
  return {
    Field(node) {
      if (node.name.value !== '__schema') return;
      found += 1;
      if (found === MAX_SCHEMA_SELECTIONS + 1) {
        context.reportError(new GraphQLError(`Introspection limit of ${MAX_SCHEMA_SELECTIONS} __schema selection per document exceeded.`, { nodes: node }));
      }
    },
  };
};

/**
 * Refuses as the client's mistake (400) what the gateway's executor or PostgreSQL would otherwise
 * fail on as a 500: no operation to run, an operation type the schema lacks (a subscription sent
 * over POST), and decoded values that cannot be stored.
 */
function requestGuardPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          if (!operation) throw operationResolutionFailure(document, request.operationName);
          if (!schema.getRootType(operation.operation)) throw clientError(`This API has no ${operation.operation} operations`, 'BAD_REQUEST');
          const problem = findLiteralProblem(document) ?? findBodyProblem(request.variables);
          if (problem) throw clientError(problem, 'BAD_USER_INPUT');
        },
      };
    },
  };
}

/**
 * The limits and input checks every GraphQL server of Lunchbox runs with, the gateway's and each
 * subgraph's, spread into the ApolloServer options. Depth, aliases, directives and cost are
 * graphql-armor's validation rules (a refusal is a 400 GRAPHQL_VALIDATION_FAILED naming the limit).
 * Introspection stays on for integrators, within the same token, depth and alias limits. Tokens are
 * limited by graphql-js's own parser option rather than armor's Apollo plugin, which throws from a
 * hook where Apollo Server answers 500; the parser's refusal is a 400 GRAPHQL_PARSE_FAILED.
 */
export function graphqlProtection<TContext extends BaseContext>(role: Role) {
  const limits = limitsFor(role);
  const armor = new ApolloArmor({
    maxTokens: { enabled: false },
    maxDepth: { n: limits.depth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: limits.aliases },
    maxDirectives: { n: limits.directives },
    // Introspection's static cost is its wrapper-type chain (`ofType { ofType …`), cheap to answer;
    // its real fan-out is bounded by the depth limit and graphql-js's MaxIntrospectionDepthRule.
    costLimit: { maxCost: limits.cost, flattenFragments: true },
    // Introspection is on, so a suggestion tells nobody more than the schema does, and it helps.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    plugins: [...(armor.plugins as ApolloServerPlugin<TContext>[]), requestGuardPlugin<TContext>()],
    validationRules: [...armor.validationRules, oneSchemaSelection],
    parseOptions: { maxTokens: limits.tokens },
    allowBatchedHttpRequests: false,
  } satisfies Partial<ApolloServerOptions<TContext>>;
}
