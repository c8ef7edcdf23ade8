import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import fc from 'fast-check';
import { buildClientSchema, getIntrospectionQuery, getNamedType, isLeafType, isObjectType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { apiRoutes } from './api-routes.ts';
import { Browser, newSignedInParent } from './parents.ts';
import { EVENT_FED_TABLES, rowCounter, type RowCounter } from './row-counts.ts';

/**
 * Random requests at the gateway's two edges, as a careless client or an attacker sends them. Each
 * property holds for every request: no 5xx, no INTERNAL_SERVER_ERROR, and a refused request writes
 * nothing. The run counts keep the file well under a minute; a failure prints the seed and the
 * smallest request that fails, to be turned into a regression test.
 */
const RUNS = 250;

/** Field names the forms and operations use, so that random bodies reach the validation behind them. */
const FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'email',
  'fullName',
  'phone',
  'captchaId',
  'captchaAnswer',
  'rememberMe',
  'token',
  'name',
  'school',
  'grade',
  'teacher',
  'preferredLunchOptions',
  'userId',
  'isAdmin',
  'category',
  'rating',
  'date',
  'subject',
  'message',
  'adminResponse',
  'weekStartDate',
  'weekEndDate',
  'dayOfWeek',
  'menuItem',
  'description',
  'price',
  'calories',
  'imageUrl',
  'isActive',
  'items',
  'checkoutId',
  'childId',
  'childName',
  'lunchDate',
  'lunchOptions',
  'weeklyMenuItemIds',
  'totalAmount',
  'paymentStatus',
  'notes',
  'recipients',
  'templateId',
  'input',
  'id',
  '__proto__',
  'constructor',
];

/** Text that has broken servers before: NUL, lone surrogates, quotes, operators, overlong input. */
const NASTY_PIECES = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uFFFF',
  '\u202E',
  "'",
  '"',
  '\\',
  '%00',
  '$ne',
  '{}',
  '<script>',
  '😀',
  '\n',
  ' ',
  '2026-12-07',
  '7.50',
  'Monday',
];
const text = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom(...NASTY_PIECES), fc.constantFrom('x'.repeat(300), 'y'.repeat(20_000))), {
    maxLength: 4,
  })
  .map((pieces) => pieces.join(''));
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: text });
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2));
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A request body as bytes on the wire: JSON of random shape, far too deep, or not JSON at all. */
const rawBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'{"input":'.repeat(depth)}1${'}'.repeat(depth)}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('1e999', '{"price": 1e999, "rating": -1e999}', '-0', 'null', '""', '[]', '{"__proto__": {"isAdmin": true}}', '{"a": 1, "a": 2}'),
  },
);
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/graphql',
      'application/x-www-form-urlencoded',
    ),
  },
);

/** Any text made safe for a URL path segment or query string, lone surrogates included (as bytes no UTF-8 allows). */
function urlSafe(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
/** Ids from 1000 up never name the test's own users or rows, so random deletes cannot pull the ground away. */
const pathId = fc.oneof(
  fc.integer({ min: 1000, max: 2_000_000 }).map(String),
  fc.constantFrom('abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '2147483648', '%00', '%E0%A4%A', '..', ' '),
  text.map(urlSafe),
);
const queryString = fc.dictionary(text, text, { maxKeys: 3 }).map((params) =>
  Object.keys(params).length === 0
    ? ''
    : `?${Object.entries(params)
        .map(([key, value]) => `${urlSafe(key)}=${urlSafe(value)}`)
        .join('&')}`,
);

interface Persona {
  name: string;
  browser: () => Browser;
}

function assertNoServerError(status: number, body: unknown, request: string): void {
  const answer = typeof body === 'string' ? body : JSON.stringify(body);
  assert.ok(status < 500, `${request} answered ${status}: ${answer?.slice(0, 300)}`);
  assert.doesNotMatch(answer ?? '', /INTERNAL_SERVER_ERROR|Internal server error/, request);
}

describe('random requests at the gateway never get a 5xx and a refused one writes nothing', () => {
  let system: TestSystem;
  let counter: RowCounter;
  let personas: Persona[];
  let schema: GraphQLSchema;

  beforeAll(async () => {
    system = await startTestSystem({ env: { LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' } });
    const parent = await newSignedInParent(system.url);
    await parent.browser.post('/api/child-profile', { name: 'Noah North', school: 'Stratford Pomeroy', grade: '5', teacher: 'Cohort A' });
    const admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    personas = [
      { name: 'signed out', browser: () => new Browser(system.url) },
      { name: 'parent', browser: () => parent.browser },
      { name: 'admin', browser: () => admin },
    ];
    counter = await rowCounter(system.databaseUrl, { ignore: EVENT_FED_TABLES });
    const introspection = await admin.graphql<IntrospectionQuery>(getIntrospectionQuery());
    schema = buildClientSchema(introspection.body.data!);
  });
  afterAll(async () => {
    await counter?.close();
    await system?.stop();
  });

  test('REST: every /api route, with random bodies, ids, query strings and content types', async () => {
    // Signing out would leave the rest of the run without the parent's and the admin's sessions.
    const routes = apiRoutes().filter((route) => route.path !== '/api/logout');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.nat(2),
        pathId,
        queryString,
        rawBody,
        contentType,
        fc.boolean(),
        async (route, personaIndex, id, query, body, type, preflight) => {
          const persona = personas[personaIndex]!;
          const path = route.path.replaceAll(':id', id) + query;
          const hasBody = route.method !== 'GET';
          const before = await counter.counts();
          const response = await persona
            .browser()
            .request(
              route.method,
              path,
              hasBody ? body : undefined,
              hasBody ? { 'content-type': type, ...(preflight ? { 'x-requested-with': 'fetch' } : {}) } : {},
            );
          const request = `${persona.name}: ${route.method} ${path.slice(0, 120)} ${hasBody ? body.slice(0, 120) : ''}`;
          assertNoServerError(response.status, response.body, request);
          if (response.status >= 400) assert.deepEqual(await counter.counts(), before, `${request} was refused but wrote`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('GraphQL: random operations over every root field, with random literals, variables and operation names', async () => {
    const rootFields = (type: 'query' | 'mutation') =>
      Object.values((type === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
        .filter((field) => field.name !== 'logout')
        .map((field) => ({ type, field }));
    const typeNames = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__'))
      .map((type) => type.name);

    const literal: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        // JSON's string syntax is GraphQL's: NUL and lone surrogates arrive as \u escapes.
        text.map((value) => JSON.stringify(value)),
        fc.constantFrom('1e999', '-1e999', '1e-999', '0', '-0', '2147483648', '1.5', 'true', 'false', 'null', 'MONDAY', '$input', '$id', '"""block\u0000"""'),
        fc.integer({ min: 1000 }).map(String),
        fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
        fc.dictionary(fc.constantFrom(...FIELD_NAMES.filter((name) => /^\w+$/.test(name))), tie('value'), { maxKeys: 4 }).map(
          (fields) =>
            `{ ${Object.entries(fields)
              .map(([key, value]) => `${key}: ${value}`)
              .join(', ')} }`,
        ),
      ),
    })).value;

    const operation = fc
      .record({
        keyword: fc.constantFrom('query', 'mutation', 'subscription', ''),
        root: fc.constantFrom(...rootFields('query'), ...rootFields('mutation')),
        argumentValues: fc.array(literal, { maxLength: 3 }),
        variableTypes: fc.array(fc.constantFrom(...typeNames), { maxLength: 2 }),
        selection: fc.constantFrom('all', 'typename', 'none', 'unknown'),
        name: fc.constantFrom('', 'Op'),
      })
      .map(({ keyword, root, argumentValues, variableTypes, selection, name }) => {
        const args = root.field.args.slice(0, argumentValues.length).map((arg, index) => `${arg.name}: ${argumentValues[index]}`);
        const returned = getNamedType(root.field.type);
        const leaves = isObjectType(returned) ? Object.values(returned.getFields()).filter((field) => isLeafType(getNamedType(field.type))) : [];
        const fields = leaves.map((field) => field.name).join(' ');
        const selectionSet = { all: fields ? `{ ${fields} }` : '', typename: '{ __typename }', none: '', unknown: '{ noSuchField }' }[selection];
        const variables = variableTypes.map((type, index) => `$${['input', 'id'][index]}: ${type}`);
        const head = keyword || variables.length ? `${keyword || root.type} ${name} ${variables.length ? `(${variables.join(', ')})` : ''}` : '';
        return `${head} { ${root.field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionSet} }`;
      });

    const request = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({
          query: operation,
          variables: fc.option(fc.dictionary(fc.constantFrom('input', 'id', 'email'), jsonValue, { maxKeys: 2 }), { nil: undefined }),
          operationName: fc.option(fc.constantFrom('', 'Op', 'Other'), { nil: undefined }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ query: fc.oneof(text, fc.string({ unit: 'binary', maxLength: 300 })) }) },
      {
        weight: 1,
        arbitrary: fc.record({
          query: fc.option(operation, { nil: undefined }),
          extensions: fc.record({ persistedQuery: fc.record({ version: number, sha256Hash: text }) }),
        }),
      },
    );
    const body = fc.oneof({ weight: 6, arbitrary: request.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: rawBody });

    await fc.assert(
      fc.asyncProperty(fc.nat(2), body, async (personaIndex, text) => {
        const persona = personas[personaIndex]!;
        const before = await counter.counts();
        const response = await persona.browser().request('POST', '/graphql', text, { 'content-type': 'application/json' });
        const sent = `${persona.name}: ${text.slice(0, 300)}`;
        assertNoServerError(response.status, response.body, sent);
        const data = (response.body as { data?: Record<string, unknown> | null } | undefined)?.data;
        const answered = !!data && Object.values(data).some((value) => value !== null);
        if (!answered) assert.deepEqual(await counter.counts(), before, `${sent} was refused but wrote`);
      }),
      { numRuns: RUNS },
    );
  });
});
