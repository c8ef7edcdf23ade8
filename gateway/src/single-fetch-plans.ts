// Operations whose query plan is one request to one subgraph: answered as that subgraph answers them.
import type { Experimental_DidResolveQueryPlanCallback, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { getVariableValues, Kind, parse, print, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

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
}

/** An answer (or failure) of the subgraph already received for a request, handed to the planned path instead of asking again. */
type Received = { answer: GatewayGraphQLResponse } | { failure: unknown };

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
 * A plan is learnt from the planned path (`experimental_didResolveQueryPlan`) for the parsed
 * document Apollo Server keeps per query text, so the first request of each operation takes the
 * planned path.
 */
export class SingleFetchPlans {
  private readonly plans = new WeakMap<DocumentNode, Map<string | null, SingleFetch | null>>();
  private readonly received = new WeakMap<GatewayGraphQLRequestContext, Received>();
  private readonly enabled: boolean;

  constructor(supergraphSdl: string) {
    this.enabled = !/@inaccessible\b|isInterfaceObject:\s*true/.test(supergraphSdl);
  }

  /** The gateway's `experimental_didResolveQueryPlan`: remembers whether each document's plan is a single fetch to forward. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, serviceMap, operationContext, requestContext }) => {
    const { document } = requestContext;
    const operationName = requestContext.request.operationName ?? null;
    let byName = this.plans.get(document);
    if (byName?.has(operationName)) return;
    if (!byName) {
      byName = new Map();
      this.plans.set(document, byName);
    }
    const node = queryPlan.node;
    const single =
      this.enabled && node?.kind === 'Fetch' && serviceMap[node.serviceName] && asked(node, operationContext.operation, operationContext.fragments)
        ? { fetch: node, dataSource: serviceMap[node.serviceName]!, schema: operationContext.schema, operation: operationContext.operation }
        : null;
    byName.set(operationName, single);
  };

  /** Apollo's executor, with single-fetch operations sent straight to their subgraph. */
  executor(planned: Executor): Executor {
    return async (requestContext) => {
      const single = this.plans.get(requestContext.document)?.get(requestContext.request.operationName ?? null);
      if (!single || requestContext.metrics?.captureTraces) return planned(requestContext);
      const { fetch, dataSource, schema, operation } = single;
      const provided = requestContext.request.variables ?? {};
      // The gateway's own check of the variables before it plans (validateIncomingRequest); its errors are the planned path's to give.
      if (operation.variableDefinitions?.length && getVariableValues(schema, operation.variableDefinitions, provided).errors) return planned(requestContext);
      const variables: Record<string, unknown> = Object.create(null);
      for (const name of fetch.variableUsages ?? []) if (Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
      let answer: GatewayGraphQLResponse;
      try {
        // What Apollo's executeFetch hands the data source for a root fetch.
        answer = await dataSource.process({
          kind: 'incoming operation',
          request: { query: fetch.operation, variables, operationName: fetch.operationName },
          incomingRequestContext: requestContext,
          context: requestContext.context,
          document: fetch.operationDocumentNode,
          pathInIncomingRequest: [],
        } as GraphQLDataSourceProcessOptions);
      } catch (failure) {
        this.received.set(requestContext, { failure });
        return planned(requestContext);
      }
      if (!answer.errors && answer.data !== null && typeof answer.data === 'object') return { data: answer.data };
      this.received.set(requestContext, { answer });
      return planned(requestContext);
    };
  }

  /** For the data source: what the subgraph already answered this request (once), so the planned path does not send it again. */
  takeReceived(requestContext: GatewayGraphQLRequestContext): Received | undefined {
    const received = this.received.get(requestContext);
    if (received) this.received.delete(requestContext);
    return received;
  }
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
