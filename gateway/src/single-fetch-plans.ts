// Operations whose query plan is one request to one subgraph, or a root request and one entity request: answered without rebuilding the answer.
import type { Experimental_DidResolveQueryPlanCallback, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import {
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  Kind,
  parse,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type StringValueNode,
} from 'graphql';
import { entityJoinOf, MISSING, shapeAnswer, type EntityJoin } from './entity-join-plans.ts';

type PlanResolved = Parameters<Experimental_DidResolveQueryPlanCallback>[0];
type Executor = (requestContext: GatewayGraphQLRequestContext) => Promise<GatewayExecutionResult>;
type FetchNode = Extract<NonNullable<PlanResolved['queryPlan']['node']>, { kind: 'Fetch' }>;
type DataSource = PlanResolved['serviceMap'][string];

/** A plan the gateway may send on its own: its one fetch, the data source it goes to, and what the gateway checks first. */
interface SingleFetch {
  fetch: FetchNode;
  dataSource: DataSource;
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  /** Whether the gateway checks the variables itself first (false: the subgraph's own check refuses whatever the gateway's would). */
  checkVariables: boolean;
}

/** A plan of a root fetch and one entity fetch that the gateway joins itself (entity-join-plans.ts). */
interface JoinedFetches {
  join: EntityJoin;
  rootSource: DataSource;
  entitySource: DataSource;
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  checkVariables: true;
}

type Shortcut = ({ kind: 'single' } & SingleFetch) | ({ kind: 'join' } & JoinedFetches);

/** An answer (or failure) of the subgraph already received for a request, handed to the planned path instead of asking again. */
type Received = { query: string } & ({ answer: GatewayGraphQLResponse } | { failure: unknown });

/** A failure the shortcut gives up on: Apollo's planned path takes the request over with what was received. */
const GIVE_UP = Symbol('give up');

/**
 * Apollo's executor, for every operation, builds the operation again from its document
 * (`operationFromDocument`), finds its cached plan under a fresh SHA-256 of the query, and after the
 * fetches rebuilds the whole answer field by field against the supergraph (`computeResponse`): a
 * third of the gateway's CPU on a read of 50 lunches. When the plan is a single fetch that asks the
 * subgraph exactly what the client asked (the same selections, no fragments, no entities, no
 * rewrites) and the subgraph answers without errors, that rebuilt answer is the subgraph's data
 * itself: the subgraph's schema types every selected field as the supergraph does or more strictly,
 * and no value of it is hidden from the API (`@inaccessible`, `@interfaceObject`: the shortcut is
 * off for a supergraph that uses them). Anything else (errors, no data, a failed request, invalid
 * variables) goes through Apollo's planned path unchanged, given the answer already received so
 * that nothing is sent twice; its errors and their paths are Apollo's.
 *
 * The same holds for a plan of one root fetch then one entity fetch of a single object under it
 * (`me { children orders }`: identity's `me`, then ordering's `_entities` for that user): the
 * gateway sends both as Apollo would and cuts the client's answer from the two (entity-join-plans.ts)
 * instead of `computeResponse`, when both answer without errors and with every field asked.
 *
 * A plan is learnt from the planned path (`experimental_didResolveQueryPlan`) for the parsed
 * document Apollo Server keeps per query text, so the first request of each operation takes the
 * planned path.
 */
export class SingleFetchPlans {
  private readonly plans = new WeakMap<DocumentNode, Map<string | null, Shortcut | null>>();
  /** Per request, by the fetch's query text (unique within a plan). */
  private readonly received = new WeakMap<GatewayGraphQLRequestContext, Map<string, Received>>();
  private readonly enabled: boolean;
  private readonly ownerOfType: Map<string, string>;

  constructor(supergraphSdl: string) {
    this.enabled = !/@inaccessible\b|isInterfaceObject:\s*true/.test(supergraphSdl);
    this.ownerOfType = this.enabled ? inputTypeOwners(supergraphSdl) : new Map();
  }

  /** The gateway's `experimental_didResolveQueryPlan`: remembers whether each document's plan is a single fetch to forward or an entity join. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, serviceMap, operationContext, requestContext }) => {
    const { document } = requestContext;
    const operationName = requestContext.request.operationName ?? null;
    let byName = this.plans.get(document);
    if (byName?.has(operationName)) return;
    if (!byName) {
      byName = new Map();
      this.plans.set(document, byName);
    }
    byName.set(operationName, this.enabled ? shortcutOf(queryPlan.node, serviceMap, operationContext, this.ownerOfType) : null);
  };

  /** Apollo's executor, with single-fetch operations sent straight to their subgraph and entity joins joined here. */
  executor(planned: Executor): Executor {
    return async (requestContext) => {
      const shortcut = this.plans.get(requestContext.document)?.get(requestContext.request.operationName ?? null);
      if (!shortcut || requestContext.metrics?.captureTraces) return planned(requestContext);
      const { schema, operation, checkVariables } = shortcut;
      // The gateway's own check of the variables before it plans (validateIncomingRequest); its errors
      // are the planned path's to give. Left to the subgraph when its check refuses whatever this one
      // would: its refusal then hands the request to the planned path, which checks and answers
      // Apollo's errors, and nothing has run (a subgraph checks every variable before any resolver).
      if (checkVariables && operation.variableDefinitions?.length && getVariableValues(schema, operation.variableDefinitions, requestContext.request.variables ?? {}).errors) {
        return planned(requestContext);
      }
      const received: Received[] = [];
      try {
        return shortcut.kind === 'single' ? await this.single(requestContext, shortcut, received) : await this.joined(requestContext, shortcut, received);
      } catch (error) {
        if (error !== GIVE_UP) throw error;
        this.received.set(requestContext, new Map(received.map((entry) => [entry.query, entry])));
        return planned(requestContext);
      }
    };
  }

  private async single(requestContext: GatewayGraphQLRequestContext, { fetch, dataSource }: SingleFetch, received: Received[]): Promise<GatewayExecutionResult> {
    const answer = await send(requestContext, fetch, dataSource, variablesOf(requestContext, fetch), [], received);
    return { data: answer.data! };
  }

  private async joined(
    requestContext: GatewayGraphQLRequestContext,
    { join, rootSource, entitySource }: JoinedFetches,
    received: Received[],
  ): Promise<GatewayExecutionResult> {
    const root = await send(requestContext, join.root, rootSource, variablesOf(requestContext, join.root), [], received);
    let entity: unknown = root.data;
    for (const field of join.path) entity = isObject(entity) && Object.hasOwn(entity, field) ? entity[field] : undefined;
    // No entity (a null `me`): Apollo sends nothing more, and its answer is the root's shaped.
    if (!isObject(entity) || entity.__typename !== join.typename) throw GIVE_UP;
    const representation: Record<string, unknown> = { __typename: join.typename };
    for (const field of join.keyFields) {
      if (entity[field] === undefined) throw GIVE_UP;
      representation[field] = entity[field];
    }
    const variables = variablesOf(requestContext, join.entity);
    if ('representations' in variables) throw GIVE_UP;
    variables.representations = [representation];
    const answer = await send(requestContext, join.entity, entitySource, variables, join.path, received);
    const entities = (answer.data as { _entities?: unknown })._entities;
    const [found] = Array.isArray(entities) && entities.length === 1 ? entities : [];
    if (!isObject(found)) throw GIVE_UP;
    try {
      return { data: shapeAnswer(root.data, join.shape, found) as Record<string, unknown> };
    } catch (error) {
      throw error === MISSING ? GIVE_UP : error;
    }
  }

  /** For the data source: what the subgraph already answered this fetch of this request (once), so the planned path does not send it again. */
  takeReceived(requestContext: GatewayGraphQLRequestContext, query: string | undefined): Received | undefined {
    const byFetch = this.received.get(requestContext);
    const received = query === undefined ? undefined : byFetch?.get(query);
    if (received) byFetch!.delete(query!);
    return received;
  }
}

/**
 * One fetch as Apollo's executeFetch hands it to the data source, its answer or failure added to
 * `received` for the planned path (which then sends nothing twice); an answer with errors or
 * without data, or a failed request, ends the shortcut.
 */
async function send(
  requestContext: GatewayGraphQLRequestContext,
  fetch: FetchNode,
  dataSource: DataSource,
  variables: Record<string, unknown>,
  path: string[],
  received: Received[],
): Promise<GatewayGraphQLResponse> {
  let answer: GatewayGraphQLResponse;
  try {
    answer = await dataSource.process({
      kind: 'incoming operation',
      request: { query: fetch.operation, variables, operationName: fetch.operationName },
      incomingRequestContext: requestContext,
      context: requestContext.context,
      document: fetch.operationDocumentNode,
      pathInIncomingRequest: path,
    } as GraphQLDataSourceProcessOptions);
  } catch (failure) {
    received.push({ query: fetch.operation, failure });
    throw GIVE_UP;
  }
  received.push({ query: fetch.operation, answer });
  if (answer.errors || !isObject(answer.data)) throw GIVE_UP;
  return answer;
}

function shortcutOf(
  node: PlanResolved['queryPlan']['node'],
  serviceMap: PlanResolved['serviceMap'],
  { schema, operation, fragments }: PlanResolved['operationContext'],
  ownerOfType: ReadonlyMap<string, string>,
): Shortcut | null {
  if (node?.kind === 'Fetch') {
    const dataSource = serviceMap[node.serviceName];
    const checkVariables = !variablesOwnedBy(node.serviceName, operation, schema, ownerOfType);
    return dataSource && asked(node, operation, fragments) ? { kind: 'single', fetch: node, dataSource, schema, operation, checkVariables } : null;
  }
  const join = entityJoinOf(node, operation, fragments);
  const rootSource = join && serviceMap[join.root.serviceName];
  const entitySource = join && serviceMap[join.entity.serviceName];
  return join && rootSource && entitySource ? { kind: 'join', join, rootSource, entitySource, schema, operation, checkVariables: true } : null;
}

/**
 * Each input type and enum of the supergraph that one subgraph alone defines (one `@join__type`),
 * by name, with that subgraph's name. Composition gives the API such a type exactly as that
 * subgraph has it (the same fields, types and values), so that subgraph refuses any value of it
 * the gateway would.
 */
function inputTypeOwners(supergraphSdl: string): Map<string, string> {
  const document = parse(supergraphSdl);
  const graphNames = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const name = value.directives?.find((directive) => directive.name.value === 'join__graph')?.arguments?.find((argument) => argument.name.value === 'name');
      if (name?.value.kind === Kind.STRING) graphNames.set(value.name.value, (name.value as StringValueNode).value);
    }
  }
  const owners = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION && definition.kind !== Kind.ENUM_TYPE_DEFINITION) continue;
    const graphs = new Set(
      (definition.directives ?? [])
        .filter((directive) => directive.name.value === 'join__type')
        .map((directive) => directive.arguments?.find((argument) => argument.name.value === 'graph')?.value)
        .map((graph) => (graph?.kind === Kind.ENUM ? graphNames.get(graph.value) : undefined)),
    );
    const [owner] = graphs;
    if (graphs.size === 1 && owner !== undefined) owners.set(definition.name.value, owner);
  }
  return owners;
}

/** Whether every input type and enum the operation's variables can hold is defined by `subgraph` alone (scalars: the API's own are no stricter). */
function variablesOwnedBy(subgraph: string, operation: OperationDefinitionNode, schema: GraphQLSchema, ownerOfType: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  const owned = (type: GraphQLNamedType | undefined): boolean => {
    if (!type || seen.has(type.name)) return type !== undefined;
    seen.add(type.name);
    if (isEnumType(type)) return ownerOfType.get(type.name) === subgraph;
    if (!isInputObjectType(type)) return true;
    return ownerOfType.get(type.name) === subgraph && Object.values(type.getFields()).every((field) => owned(getNamedType(field.type)));
  };
  return (operation.variableDefinitions ?? []).every((variable) => {
    const type = typeFromAST(schema, variable.type);
    return type !== undefined && owned(getNamedType(type));
  });
}

/** The client's variables the fetch uses, as executeFetch picks them. */
function variablesOf(requestContext: GatewayGraphQLRequestContext, fetch: FetchNode): Record<string, unknown> {
  const provided = requestContext.request.variables ?? {};
  const variables: Record<string, unknown> = Object.create(null);
  for (const name of fetch.variableUsages ?? []) if (Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
  return variables;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Whether the fetch asks the subgraph exactly what the operation asks: the same selections in the
 * same order (the answer's fields come in the order asked), and nothing the gateway would add or
 * take away on the way back.
 */
function asked(fetch: FetchNode, operation: OperationDefinitionNode, fragments: Record<string, unknown>): boolean {
  if (fetch.requires || fetch.inputRewrites?.length || fetch.outputRewrites?.length || fetch.contextRewrites?.length) return false;
  if (operation.operation === 'subscription' || Object.keys(fragments).length > 0) return false;
  const document = fetch.operationDocumentNode ?? parse(fetch.operation);
  const sent = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (!sent || document.definitions.length !== 1 || sent.operation !== operation.operation) return false;
  return print(sent.selectionSet) === print(operation.selectionSet);
}
