import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ApolloServer } from '@apollo/server';
import { Kind, parse, type SelectionSetNode } from 'graphql';
import pino from 'pino';
import type { GatewayContext } from './context.ts';
import { createFederatedGateway } from './federated-gateway.ts';
import type { ReplicaPool, SubgraphAnswer, SubgraphPools } from './replica-pool.ts';

/**
 * `me { … orders { … } }` is identity's `me`, then ordering's `_entities` for that user: after its
 * first request the gateway joins the two answers itself (entity-join-plans.ts). Every answer must
 * be the one Apollo's planned path gives, each subgraph asked once a request, whatever goes wrong.
 */
const SUPERGRAPH = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../infra/supergraph.graphql'), 'utf8');

const selectionOf = (query: string) => {
  const [operation] = parse(query).definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`not an operation: ${query}`);
  return operation.selectionSet;
};

type Answer = { data?: unknown; errors?: unknown[] } | 'down';

/** A subgraph that answers from a function of the request's body, counting what it was sent. */
function fakePool(answer: (body: { query: string; variables?: Record<string, unknown> }) => Answer, sent: string[]): ReplicaPool {
  return {
    async fetch(_url, init) {
      const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
      sent.push(body.query);
      const reply = answer(body);
      if (reply === 'down') throw new Error('connect ECONNREFUSED');
      return { status: 200, headers: { 'content-type': 'application/json' }, text: JSON.stringify(reply) } satisfies SubgraphAnswer;
    },
    request: () => Promise.reject(new Error('not used')),
    inRotation: () => [],
    close: async () => {},
  };
}

/** What a subgraph answers: the fields asked of its data, in the order asked (as graphql-js answers). */
function asked(value: unknown, selectionSet: SelectionSetNode | undefined): unknown {
  if (!selectionSet || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element) => asked(element, selectionSet));
  const answer: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) answer[selection.name.value] = asked((value as Record<string, unknown>)[selection.name.value], selection.selectionSet);
    else if (selection.kind === Kind.INLINE_FRAGMENT) Object.assign(answer, asked(value, selection.selectionSet));
  }
  return answer;
}

const ME = { __typename: 'User', id: 7, fullName: 'Maria Lopez', children: [{ id: 1, name: 'Ana', grade: '3' }] };
const ORDERS = [
  { childName: 'Ana', lunchDate: '2026-11-24', totalAmount: '6.25', lunchOptions: ['Pasta'] },
  { childName: 'Ana', lunchDate: '2026-11-23', totalAmount: '5.50', lunchOptions: ['Soup'] },
];

describe('a root fetch joined with one entity fetch by the gateway', () => {
  const sent = { identity: [] as string[], ordering: [] as string[] };
  let me: unknown = ME;
  /** Ordering's answer: its orders as asked, or this failure. */
  let entities: Answer = { data: {} };
  let apollo: ApolloServer<GatewayContext>;

  beforeAll(async () => {
    const unused = fakePool(() => ({ data: null }), []);
    const pools = {
      identity: fakePool((body) => ({ data: asked({ me }, selectionOf(body.query)) }), sent.identity),
      ordering: fakePool((body) => {
        assert.deepEqual(body.variables?.representations, [{ __typename: 'User', id: 7 }]);
        if (entities === 'down' || entities.errors) return entities;
        const [entitiesField] = selectionOf(body.query).selections;
        return { data: { _entities: asked([{ orders: ORDERS }], entitiesField?.kind === Kind.FIELD ? entitiesField.selectionSet : undefined) } };
      }, sent.ordering),
      menu: unused,
      notification: unused,
    } as unknown as SubgraphPools;
    const urls = { identity: 'http://identity/graphql', ordering: 'http://ordering/graphql', menu: 'http://menu/graphql', notification: 'http://notification/graphql' };
    apollo = new ApolloServer<GatewayContext>({ gateway: createFederatedGateway(SUPERGRAPH, urls as never, pools, {}), includeStacktraceInErrorResponses: false });
    await apollo.start();
  });

  afterAll(async () => {
    await apollo.stop();
  });

  const ask = async (query: string) => {
    const before = { identity: sent.identity.length, ordering: sent.ordering.length };
    const response = await apollo.executeOperation({ query }, { contextValue: { log: pino({ level: 'silent' }) } as GatewayContext });
    assert.equal(response.body.kind, 'single');
    return {
      answer: JSON.stringify(response.body.kind === 'single' ? response.body.singleResult : null),
      identity: sent.identity.length - before.identity,
      ordering: sent.ordering.length - before.ordering,
    };
  };

  /** The first request (Apollo's planned path) and the next ones (the join) answer alike, one request to each subgraph each. */
  const alike = async (query: string) => {
    const planned = await ask(query);
    for (let again = 0; again < 2; again += 1) assert.deepEqual(await ask(query), planned);
    return JSON.parse(planned.answer) as { data?: unknown; errors?: unknown[] };
  };

  test('when a parent reads their children and orders, then the answer has the fields asked in the order asked', async () => {
    const query = '{ me { fullName orders { lunchDate childName } id children { name } } }';
    const answer = await alike(query);
    assert.equal(
      JSON.stringify(answer),
      JSON.stringify({
        data: {
          me: {
            fullName: 'Maria Lopez',
            orders: ORDERS.map(({ lunchDate, childName }) => ({ lunchDate, childName })),
            id: 7,
            children: [{ name: 'Ana' }],
          },
        },
      }),
    );
  });

  test('when nobody is signed in, then me is null and ordering is not asked', async () => {
    me = null;
    try {
      const answer = await alike('{ me { id orders { lunchDate } } }');
      assert.deepEqual(answer, { data: { me: null } });
    } finally {
      me = ME;
    }
  });

  test('when ordering answers an error or is down, then the answer is the planned path’s and nothing is sent twice', async () => {
    const query = '{ me { fullName orders { totalAmount } } }';
    await alike(query);
    for (const failing of [{ data: { _entities: [null] }, errors: [{ message: 'boom', path: ['_entities', 0, 'orders'] }] }, 'down'] as Answer[]) {
      entities = failing;
      try {
        const first = await ask(query);
        assert.deepEqual({ identity: first.identity, ordering: first.ordering }, { identity: 1, ordering: 1 });
        assert.match(first.answer, /"errors"/);
        assert.deepEqual(await ask(query), first);
      } finally {
        entities = { data: {} };
      }
    }
  });

  test('when the query uses an alias, a fragment, a directive or asks a field twice, then it keeps Apollo’s planned path and answers the same', async () => {
    for (const query of [
      '{ me { name: fullName orders { lunchDate } } }',
      '{ me { ... on User { fullName } orders { lunchDate } } }',
      '{ me { fullName orders @include(if: true) { lunchDate } } }',
      '{ me { __typename orders { lunchOptions } } }',
      '{ me { orders { lunchDate } fullName orders { childName } } }',
    ]) {
      const answer = await alike(query);
      assert.equal(answer.errors, undefined, `${query}: ${JSON.stringify(answer.errors)}`);
    }
  });
});
