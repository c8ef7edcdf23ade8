// Query plans of one root fetch and one entity fetch at an object under it: the two answers joined by the gateway.
import type { Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';
import {
  Kind,
  parse,
  print,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

type PlanResolved = Parameters<Experimental_DidResolveQueryPlanCallback>[0];
type PlanNode = NonNullable<PlanResolved['queryPlan']['node']>;
export type FetchNode = Extract<PlanNode, { kind: 'Fetch' }>;

/**
 * How the client's answer is cut from the joined answers: each field the client asked, in its
 * order; `children` null takes the subgraph's value as it came (a leaf, or a subtree asked exactly
 * as the client asked it); `fromEntity` reads the field from the entity fetch's answer.
 */
export interface ShapeField {
  key: string;
  fromEntity: boolean;
  children: ShapeField[] | null;
}

/** A plan `Sequence { Fetch(root), Flatten(path) { Fetch(entity) } }` the gateway may run itself. */
export interface EntityJoin {
  root: FetchNode;
  entity: FetchNode;
  /** Where the entity sits in the root fetch's answer: object fields only, never a list. */
  path: string[];
  typename: string;
  /** The key fields the representation carries after `__typename`, in the order the plan requires them. */
  keyFields: string[];
  shape: ShapeField[];
}

/** Thrown by shapeAnswer when an answer lacks a field the client asked: Apollo's planned path answers instead. */
export const MISSING = Symbol('missing field');

/**
 * The join for a query whose plan is one root fetch then one entity fetch of a single object
 * (`me { … }` of identity, then the user's orders of ordering), when the client's operation is
 * plain fields only (no fragments, aliases or directives) and each field it asks is asked of exactly
 * one of the two subgraphs with the same arguments. Null for any other plan.
 */
export function entityJoinOf(node: PlanNode | undefined, operation: OperationDefinitionNode, fragments: Record<string, unknown>): EntityJoin | null {
  if (node?.kind !== 'Sequence' || node.nodes.length !== 2) return null;
  const [root, flatten] = node.nodes;
  if (root?.kind !== 'Fetch' || flatten?.kind !== 'Flatten' || flatten.node.kind !== 'Fetch') return null;
  const entity = flatten.node;
  const path = flatten.path;
  if (root.requires || rewritten(root) || rewritten(entity) || operation.operation !== 'query' || Object.keys(fragments).length > 0) return null;
  if (path.length === 0 || !path.every((segment): segment is string => typeof segment === 'string' && segment !== '@')) return null;
  const keys = keyFieldsOf(entity.requires);
  if (!keys || !plainFields(operation.selectionSet)) return null;
  const rootSelection = onlyOperation(root)?.selectionSet;
  const entitySelection = entitySelectionOf(onlyOperation(entity), keys.typename);
  if (!rootSelection || !entitySelection) return null;
  const shape = shapeOf(operation.selectionSet, rootSelection, path, entitySelection);
  return shape && { root, entity, path, typename: keys.typename, keyFields: keys.fields, shape };
}

/** The client's answer cut from the root fetch's data and the entity fetch's entity; throws MISSING when a field asked is not there. */
export function shapeAnswer(value: unknown, shape: ShapeField[], entity: Record<string, unknown>): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((element) => shapeAnswer(element, shape, entity));
  if (typeof value !== 'object') throw MISSING;
  const answer: Record<string, unknown> = {};
  for (const field of shape) {
    const found = field.fromEntity ? entity[field.key] : (value as Record<string, unknown>)[field.key];
    if (found === undefined) throw MISSING;
    answer[field.key] = field.children ? shapeAnswer(found, field.children, entity) : found;
  }
  return answer;
}

function rewritten(fetch: FetchNode): boolean {
  return Boolean(fetch.inputRewrites?.length || fetch.outputRewrites?.length || fetch.contextRewrites?.length);
}

/** `... on T { __typename key… }`: the representation is the entity's typename and its plain key fields. */
function keyFieldsOf(requires: FetchNode['requires']): { typename: string; fields: string[] } | null {
  if (requires?.length !== 1) return null;
  const [fragment] = requires;
  if (fragment?.kind !== 'InlineFragment' || !fragment.typeCondition) return null;
  const names: string[] = [];
  for (const selection of fragment.selections) {
    if (selection.kind !== 'Field' || selection.alias || selection.selections) return null;
    names.push(selection.name);
  }
  if (names[0] !== '__typename' || names.length < 2) return null;
  return { typename: fragment.typeCondition, fields: names.slice(1) };
}

function onlyOperation(fetch: FetchNode): OperationDefinitionNode | null {
  const document: DocumentNode = fetch.operationDocumentNode ?? parse(fetch.operation);
  const [definition] = document.definitions;
  return document.definitions.length === 1 && definition?.kind === Kind.OPERATION_DEFINITION ? definition : null;
}

/** `_entities(representations: $representations) { ... on T { … } }`: the selection inside the fragment. */
function entitySelectionOf(operation: OperationDefinitionNode | null, typename: string): SelectionSetNode | null {
  const [field] = operation?.selectionSet.selections ?? [];
  if (operation?.operation !== 'query' || operation.selectionSet.selections.length !== 1 || field?.kind !== Kind.FIELD) return null;
  if (field.name.value !== '_entities' || field.alias || !field.selectionSet || field.selectionSet.selections.length !== 1) return null;
  const [fragment] = field.selectionSet.selections;
  if (fragment?.kind !== Kind.INLINE_FRAGMENT || fragment.typeCondition?.name.value !== typename || fragment.directives?.length) return null;
  return plainFields(fragment.selectionSet) ? fragment.selectionSet : null;
}

/** Fields only, all the way down: no fragments, aliases or directives. */
function plainFields(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && !selection.alias && !selection.directives?.length && (!selection.selectionSet || plainFields(selection.selectionSet)),
  );
}

/**
 * The shape of what the client asked (`asked`), each field found in what the root fetch asked at the
 * same place or, at the end of `path`, in what the entity fetch asked; null when a field is in
 * neither, in both, with other arguments, or asked twice.
 */
function shapeOf(asked: SelectionSetNode, sent: SelectionSetNode, path: readonly string[] | null, entitySent: SelectionSetNode): ShapeField[] | null {
  // `path` is what is left of the way to the entity, null off that way.
  const atEntity = path?.length === 0;
  const shape: ShapeField[] = [];
  const keys = new Set<string>();
  for (const selection of asked.selections) {
    const field = selection as FieldNode;
    // A field asked twice merges its selections (GraphQL's field merging): Apollo's to answer.
    if (keys.has(field.name.value)) return null;
    keys.add(field.name.value);
    const inRoot = sameField(field, sent.selections);
    const inEntity = atEntity ? sameField(field, entitySent.selections) : undefined;
    if (inRoot === null || inEntity === null || Boolean(inRoot) === Boolean(inEntity)) return null;
    const match = (inRoot ?? inEntity)!;
    const key = field.name.value;
    if (!field.selectionSet || !match.selectionSet) {
      if (field.selectionSet || match.selectionSet) return null;
      shape.push({ key, fromEntity: Boolean(inEntity), children: null });
    } else if (path && path.length > 0 && key === path[0]) {
      // Towards the entity: shaped field by field, so that the entity's fields join in at the end of the path.
      const children = shapeOf(field.selectionSet, match.selectionSet, path.slice(1), entitySent);
      if (!children) return null;
      shape.push({ key, fromEntity: false, children });
    } else if (print(field.selectionSet) === print(match.selectionSet)) {
      shape.push({ key, fromEntity: Boolean(inEntity), children: null });
    } else {
      if (!plainFields(match.selectionSet)) return null;
      const children = shapeOf(field.selectionSet, match.selectionSet, null, entitySent);
      if (!children) return null;
      shape.push({ key, fromEntity: Boolean(inEntity), children });
    }
  }
  return shape;
}

/** The field of `selections` with the same response name: undefined when none, null when it differs (alias, arguments, directives, a fragment around it). */
function sameField(field: FieldNode, selections: readonly SelectionNode[]): FieldNode | null | undefined {
  let found: FieldNode | undefined;
  for (const selection of selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if ((selection.alias ?? selection.name).value !== field.name.value) continue;
    if (found || selection.alias || selection.directives?.length) return null;
    found = selection;
  }
  if (!found) return undefined;
  const argumentsOf = (node: FieldNode) => (node.arguments ?? []).map((argument) => print(argument)).join(',');
  return argumentsOf(found) === argumentsOf(field) ? found : null;
}
