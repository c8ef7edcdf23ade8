import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { apiRoutes, isWrite } from './api-routes.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';
import { rowCounter, type RowCounter } from './row-counts.ts';

const child = { name: 'Noah North', school: 'Stratford Pomeroy', grade: '5', teacher: 'Cohort A' };
const NUL_MESSAGE = 'Invalid input: text must not contain NUL characters';
/** What a GraphQL string literal looks like on the wire when it holds the escape \u0000. */
const NUL_LITERAL = String.raw`"Nul\u0000Byte"`;

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Posts a GraphQL request straight to a subgraph, as something inside the network could. */
async function postToSubgraph(url: string, body: unknown): Promise<{ status: number; body: GraphQLBody }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

function assertRefused(response: { status: number; body: unknown }, status: number, code: string, message?: string | RegExp): void {
  const { errors } = response.body as GraphQLBody;
  const context = JSON.stringify(response.body).slice(0, 300);
  assert.equal(response.status, status, context);
  assert.equal(errors?.[0]?.extensions?.code, code, context);
  if (typeof message === 'string') assert.equal(errors?.[0]?.message, message);
  else if (message) assert.match(errors?.[0]?.message ?? '', message);
}

describe('malformed requests get a clear 4xx, never a 500, and write nothing', () => {
  let system: TestSystem;
  let parent: SignedInParent;
  let admin: Browser;
  let childId: number;
  let counter: RowCounter;
  const subgraphUrl = (name: string) => system.services.find((service) => service.name === name)!.url;

  beforeAll(async () => {
    system = await startTestSystem();
    parent = await newSignedInParent(system.url);
    childId = (await parent.browser.post('/api/child-profile', child)).body.id;
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    counter = await rowCounter(system.databaseUrl);
    await counter.registrationsHandled(system.mail, [parent.fields.email]);
    // Ordering makes the child's calendar feed (issue 14) when it hears of the child, after the
    // registration: settle that row before any test counts rows.
    await waitFor(
      'the child calendar feed',
      async () => ((await parent.browser.get('/api/child-profiles')).body as Array<{ calendarUrl: string | null }>)[0]?.calendarUrl,
    );
  });
  afterAll(async () => {
    await counter?.close();
    await system?.stop();
  });

  describe('deeply nested JSON', () => {
    const deepArray = '['.repeat(5000) + ']'.repeat(5000);
    const deepObject = `{"name": ${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;

    test('when a body nests thousands of levels deep, then every write route and /graphql refuse it with 400 and nothing is written', async () => {
      const before = await counter.counts();
      const targets = [...apiRoutes().filter(isWrite), { method: 'POST', path: '/graphql' }];
      for (const { method, path } of targets) {
        for (const text of [deepArray, deepObject]) {
          const response = await parent.browser.request(method, path.replace(':id', String(childId)), text, { 'content-type': 'application/json' });
          assert.equal(response.status, 400, `${method} ${path}: ${JSON.stringify(response.body).slice(0, 200)}`);
          const message = path === '/graphql' ? response.body.errors?.[0]?.message : response.body.error;
          assert.match(message, /nested more than 32 levels/, `${method} ${path}`);
        }
      }
      assert.deepEqual(await counter.counts(), before);
    });

    test('when GraphQL variables nest too deeply, then the gateway and a subgraph refuse them with 400 BAD_USER_INPUT', async () => {
      let variables: unknown = 'leaf';
      for (let level = 0; level < 100; level += 1) variables = { a: variables };
      const body = { query: 'query ($a: String) { __typename }', variables: { a: variables } };
      assertRefused(await parent.browser.post('/graphql', body), 400, 'BAD_USER_INPUT', /nested more than 32 levels/);
      assertRefused(await postToSubgraph(subgraphUrl('identity'), body), 400, 'BAD_USER_INPUT', /nested more than 32 levels/);
    });
  });

  describe('bodies a subgraph cannot read', () => {
    test('when a subgraph is sent a body that is not JSON, too large or in another charset, then it answers 4xx in the GraphQL error shape, without a stack trace', async () => {
      const cases: Array<[string, Record<string, string>, number, string]> = [
        ['{"query": ', { 'content-type': 'application/json' }, 400, 'Request body is not valid JSON'],
        [JSON.stringify({ query: `{ __typename } # ${'x'.repeat(101 * 1024)}` }), { 'content-type': 'application/json' }, 413, 'Request body is too large'],
        [JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json; charset=latin1' }, 415, 'Request bodies must be JSON in UTF-8'],
      ];
      for (const name of ['identity', 'menu', 'ordering', 'notification']) {
        for (const [body, headers, status, message] of cases) {
          const response = await fetch(subgraphUrl(name), { method: 'POST', headers, body });
          const text = await response.text();
          assert.equal(response.status, status, `${name}: ${text.slice(0, 200)}`);
          assert.deepEqual(JSON.parse(text), {
            errors: [{ message, extensions: { code: status === 400 ? 'BAD_USER_INPUT' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE' } }],
          });
        }
      }
    });
  });

  describe('operation selection', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'an unknown operationName',
        { query: 'query Here { __typename }', operationName: 'Nope' },
        'OPERATION_RESOLUTION_FAILURE',
        'Unknown operation named "Nope".',
      ],
      [
        'several operations and no name',
        { query: 'query A { __typename } query B { __typename }' },
        'OPERATION_RESOLUTION_FAILURE',
        'Must provide operation name if query contains multiple operations.',
      ],
      ['an empty operationName', { query: 'query Here { __typename }', operationName: '' }, 'OPERATION_RESOLUTION_FAILURE', 'Unknown operation named "".'],
      ['a subscription over POST', { query: 'subscription { __typename }' }, 'BAD_REQUEST', 'This API has no subscription operations'],
    ];
    for (const [what, body, code, message] of cases) {
      test(`when a request names ${what}, then the gateway and each subgraph answer 400 ${code}`, async () => {
        assertRefused(await parent.browser.post('/graphql', body), 400, code, message);
        for (const name of ['identity', 'menu', 'ordering', 'notification']) assertRefused(await postToSubgraph(subgraphUrl(name), body), 400, code, message);
      });
    }
  });

  describe('values that cannot be stored', () => {
    test('when a float literal or variable overflows (1e999), then it is BAD_USER_INPUT and no feedback is written', async () => {
      const before = await counter.counts();
      const literal = await parent.browser.graphql(
        'mutation { submitFeedback(input: { category: "general", rating: 1e999, subject: "Hi", message: "Too big" }) { id } }',
      );
      assertRefused(literal, 400, 'BAD_USER_INPUT', 'Invalid input: a number is too large');
      const variable = await parent.browser.request(
        'POST',
        '/graphql',
        '{"query": "mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }", "variables": {"input": {"category": "general", "rating": 1e999, "subject": "Hi", "message": "Too big"}}}',
        { 'content-type': 'application/json' },
      );
      assertRefused(variable, 400, 'BAD_USER_INPUT', 'Invalid input: a number is too large');
      const rest = await parent.browser.request('POST', '/api/feedback', '{"category": "general", "rating": 1e999, "subject": "Hi", "message": "Too big"}', {
        'content-type': 'application/json',
      });
      assert.equal(rest.status, 400);
      assert.equal(rest.body.error, 'Invalid input: a number is too large');
      assertRefused(
        await postToSubgraph(subgraphUrl('notification'), { query: 'mutation { submitFeedback(input: { rating: 1e999 }) { id } }' }),
        400,
        'BAD_USER_INPUT',
      );
      assert.deepEqual(await counter.counts(), before);
    });

    test('when a GraphQL string literal holds the escape \\u0000, then login, addChild, updateChild, updateProfile and createWeeklyMenuItem answer BAD_USER_INPUT and write nothing', async () => {
      const before = await counter.counts();
      const childrenBefore = (await parent.browser.get('/api/child-profiles')).body;
      const calls: Array<[Browser, string]> = [
        [new Browser(system.url), `mutation { login(input: { username: ${NUL_LITERAL}, password: "secret-pass" }) { id } }`],
        [parent.browser, `mutation { addChild(input: { name: ${NUL_LITERAL}, school: "S", grade: "5", teacher: "T" }) { id } }`],
        [parent.browser, `mutation { updateChild(id: ${childId}, input: { teacher: ${NUL_LITERAL} }) { id } }`],
        [parent.browser, `mutation { updateProfile(id: ${parent.user.id}, input: { fullName: ${NUL_LITERAL} }) { id } }`],
        [
          admin,
          `mutation { createWeeklyMenuItem(input: { weekStartDate: "2026-12-07", weekEndDate: "2026-12-11", dayOfWeek: "Monday", menuItem: ${NUL_LITERAL}, description: "D", price: "7.50" }) { id } }`,
        ],
        // A default value of a variable is a literal too.
        [parent.browser, `mutation ($name: String = ${NUL_LITERAL}) { addChild(input: { name: $name, school: "S", grade: "5", teacher: "T" }) { id } }`],
      ];
      for (const [browser, query] of calls) assertRefused(await browser.graphql(query), 400, 'BAD_USER_INPUT', NUL_MESSAGE);
      assert.deepEqual(await counter.counts(), before);
      assert.deepEqual((await parent.browser.get('/api/child-profiles')).body, childrenBefore);
    });

    test('when a REST path value decodes to \\u0000 (%00), then the route answers 400 naming it and writes nothing', async () => {
      const before = await counter.counts();
      const calls: Array<[Browser, string, string, unknown]> = [
        [parent.browser, 'DELETE', '/api/my-sessions/abc%00def', undefined],
        [admin, 'PATCH', '/api/admin/payments/LB-%00', { status: 'paid' }],
      ];
      for (const [browser, method, path, body] of calls) {
        const response = await browser.request(method, path, body);
        assert.equal(response.status, 400, `${method} ${path}: ${JSON.stringify(response.body)}`);
        assert.equal(response.body.error, NUL_MESSAGE, `${method} ${path}`);
      }
      assert.deepEqual(await counter.counts(), before);
    });

    test('when a subgraph is sent a string literal with \\u0000 directly, then each refuses it with BAD_USER_INPUT', async () => {
      const before = await counter.counts();
      const perSubgraph: Record<string, string> = {
        identity: `mutation { login(input: { username: ${NUL_LITERAL}, password: "secret-pass" }) { id } }`,
        menu: `mutation { createWeeklyMenuItem(input: { menuItem: ${NUL_LITERAL} }) { id } }`,
        ordering: `mutation { setOrderPaymentStatus(id: 1, paymentStatus: ${NUL_LITERAL}) { id } }`,
        notification: `mutation { submitFeedback(input: { subject: ${NUL_LITERAL} }) { id } }`,
      };
      for (const [name, query] of Object.entries(perSubgraph)) {
        assertRefused(await postToSubgraph(subgraphUrl(name), { query }), 400, 'BAD_USER_INPUT', NUL_MESSAGE);
      }
      assert.deepEqual(await counter.counts(), before);
    });
  });

  describe('persisted queries', () => {
    test('when a persisted-query hash is unknown, then the answer is PERSISTED_QUERY_NOT_FOUND so the client sends the text', async () => {
      const response = await new Browser(system.url).post('/graphql', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
      assert.equal(response.status, 200);
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'PERSISTED_QUERY_NOT_FOUND');
    });

    test('when a persisted query has another version or a hash that does not match its text, then it is 400 BAD_REQUEST, not an internal error', async () => {
      const browser = new Browser(system.url);
      const query = '{ me { id } }';
      assertRefused(await browser.post('/graphql', { query, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }), 400, 'BAD_REQUEST');
      assertRefused(await browser.post('/graphql', { extensions: { persistedQuery: { version: 2, sha256Hash: 'a'.repeat(64) } } }), 400, 'BAD_REQUEST');
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const registered = await browser.post('/graphql', { query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
      assert.deepEqual(registered.body, { data: { me: null } });
      const byHash = await browser.post('/graphql', { extensions: { persistedQuery: { version: 1, sha256Hash } } });
      assert.deepEqual(byHash.body, { data: { me: null } }, 'the registered query runs by its hash');
    });
  });

  describe('one request cannot hold the server', () => {
    const aliasedSchema = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __schema { types { name fields { name } } }`).join(' ')} }`;

    test('when a signed-out caller asks for 1,000 aliased __schema selections, then it is refused with 400 at once and /healthz does not wait', async () => {
      const browser = new Browser(system.url);
      const started = performance.now();
      const [attack, health] = await Promise.all([
        browser.request('POST', '/graphql', JSON.stringify({ query: aliasedSchema(1000) }), { 'content-type': 'application/json' }).then((response) => ({
          response,
          ms: performance.now() - started,
        })),
        browser.get('/healthz').then((response) => ({ response, ms: performance.now() - started })),
      ]);
      console.log(`1,000 aliased __schema: refused in ${attack.ms.toFixed(1)} ms; /healthz answered in ${health.ms.toFixed(1)} ms`);
      assertRefused(attack.response, 400, 'GRAPHQL_PARSE_FAILED', /Document contains more that 1000 tokens/);
      assert.ok(JSON.stringify(attack.response.body).length < 1_000, 'a short refusal, not the schema a thousand times');
      assert.equal(health.response.status, 200);
    });

    const refusals: Array<[string, string, string, RegExp]> = [
      [
        'aliases',
        `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
        'GRAPHQL_VALIDATION_FAILED',
        /Aliases limit of 15 exceeded, found 20/,
      ],
      ['introspection', aliasedSchema(2), 'GRAPHQL_VALIDATION_FAILED', /Introspection limit of 1 __schema selection per document exceeded/],
      [
        'depth',
        `{ __schema { types { fields { type { ${'ofType { '.repeat(12)}name ${'} '.repeat(12)}} } } } }`,
        'GRAPHQL_VALIDATION_FAILED',
        /depth limit of 15 exceeded/,
      ],
      ['directives', `{ me ${'@include(if: true) '.repeat(21)}{ id } }`, 'GRAPHQL_VALIDATION_FAILED', /Directives limit of 20 exceeded/],
      ['tokens', `{ ${'__typename '.repeat(1001)}}`, 'GRAPHQL_PARSE_FAILED', /more that 1000 tokens/],
      // Fragments spread ten times inside fragments spread ten times: a short document, a thousandfold plan.
      [
        'cost',
        `{ ${'...Q '.repeat(10)}} fragment Q on Query { me { ${'...U '.repeat(10)}} } fragment U on User { children { ${'...C '.repeat(10)}} } fragment C on ChildProfile { id name school }`,
        'GRAPHQL_VALIDATION_FAILED',
        /Cost limit of 5000 exceeded/,
      ],
    ];
    for (const [limit, query, code, message] of refusals) {
      test(`when a document is over the ${limit} limit, then it is refused with 400 naming the limit`, async () => {
        assertRefused(await new Browser(system.url).graphql(query), 400, code, message);
      });
    }

    test('when an integrator sends the standard introspection query, then it is answered', async () => {
      const response = await new Browser(system.url).graphql<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery({ descriptions: true }));
      assert.equal(response.status, 200, JSON.stringify(response.body.errors));
      assert.equal(response.body.data?.__schema.queryType.name, 'Query');
    });

    test('when a subgraph is sent a document far over the limits directly, then it refuses it too', async () => {
      const response = await postToSubgraph(subgraphUrl('identity'), { query: aliasedSchema(200) });
      assert.equal(response.status, 400);
      assert.match(response.body.errors?.[0]?.message ?? '', /limit/);
    });
  });
});
