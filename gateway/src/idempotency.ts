// Which subgraph requests may be sent twice: the schema declares the idempotent mutations, the
// gateway reads them from the supergraph and judges each request of a query plan by them.
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Replay } from './replica-pool.ts';

/** The directive an owning subgraph puts on a mutation that is safe to run twice under its key argument. */
const IDEMPOTENT_DIRECTIVE = 'idempotent';

/** Each idempotent Mutation field and the name of the argument that carries its idempotency key. */
export type IdempotentMutations = ReadonlyMap<string, string>;

/**
 * The Mutation fields the supergraph marks `@idempotent(key: "…")` (composed from the owning
 * subgraph's schema with `@composeDirective`): sent a second time with the same key, such a
 * mutation answers what the first one did (ordering's checkoutId for a checkout).
 */
export function idempotentMutationsOf(supergraphSdl: string): IdempotentMutations {
  const mutations = new Map<string, string>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || definition.name.value !== 'Mutation') continue;
    for (const field of definition.fields ?? []) {
      const directive = field.directives?.find((candidate) => candidate.name.value === IDEMPOTENT_DIRECTIVE);
      const key = directive?.arguments?.find((argument) => argument.name.value === 'key')?.value;
      if (key?.kind === Kind.STRING) mutations.set(field.name.value, key.value);
    }
  }
  return mutations;
}

/** The gateway's query plans repeat a handful of subgraph operations: parse each once. */
const operationCache = new Map<string, OperationDefinitionNode | null>();

function operationOf(query: string): OperationDefinitionNode | null {
  let operation = operationCache.get(query);
  if (operation === undefined) {
    try {
      const definitions = parse(query).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      operation = definitions.length === 1 ? definitions[0]! : null;
    } catch {
      operation = null;
    }
    if (operationCache.size >= 1000) operationCache.clear();
    operationCache.set(query, operation);
  }
  return operation;
}

export interface SubgraphOperation {
  query?: string;
  variables?: Record<string, unknown> | null;
}

/**
 * Whether sending this subgraph request a second time cannot do anything twice: a query, or a
 * mutation whose every field is idempotent and given a non-empty key.
 */
export function replayOf(request: SubgraphOperation, idempotent: IdempotentMutations): Replay {
  const operation = request.query ? operationOf(request.query) : null;
  if (!operation) return 'unsafe';
  if (operation.operation === 'query') return 'safe';
  if (operation.operation !== 'mutation') return 'unsafe';
  const replayable = operation.selectionSet.selections.every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    const key = idempotent.get(selection.name.value);
    const argument = key ? selection.arguments?.find((candidate) => candidate.name.value === key) : undefined;
    if (!argument) return false;
    if (argument.value.kind === Kind.STRING) return argument.value.value !== '';
    if (argument.value.kind === Kind.VARIABLE) {
      const value = request.variables?.[argument.value.name.value];
      return typeof value === 'string' && value !== '';
    }
    return false;
  });
  return replayable ? 'safe' : 'unsafe';
}
