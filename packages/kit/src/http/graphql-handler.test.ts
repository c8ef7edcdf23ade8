import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { PUBLIC_READ_MARK } from './answer-cache.ts';
import { graphqlHandler } from './graphql-handler.ts';

interface Context {
  res: express.Response;
}

/** A POST's answer skips Express's res.send; what a client and the answer caches read of it stays as it was. */
describe('the GraphQL handler on Express', () => {
  let server: http.Server;
  let apollo: ApolloServer<Context>;
  let url: string;

  beforeAll(async () => {
    apollo = new ApolloServer<Context>({
      typeDefs: 'type Query { menu: String, mine: String }',
      resolvers: { Query: { menu: () => 'Pasta', mine: () => 'Ana’s lunch' } },
      plugins: [
        {
          async requestDidStart() {
            return {
              async willSendResponse({ operation, contextValue }) {
                if (operation?.selectionSet.selections.some((selection) => selection.kind === 'Field' && selection.name.value === 'menu')) {
                  contextValue.res.locals[PUBLIC_READ_MARK] = true;
                }
              },
            };
          },
        },
      ],
    });
    await apollo.start();
    const app = express();
    app.use('/graphql', express.json(), graphqlHandler(apollo, async ({ res }) => ({ res })));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    await apollo.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (query: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' }, body: JSON.stringify({ query }) });

  test('when a signed-in read is posted, then its answer is JSON of the right length, without an ETag', async () => {
    const response = await post('{ mine }');
    const text = await response.text();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(Number(response.headers.get('content-length')), Buffer.byteLength(text));
    assert.deepEqual(JSON.parse(text), { data: { mine: 'Ana’s lunch' } });
    assert.equal(response.headers.get('etag'), null);
  });

  test('when a public read is posted or a query is read by GET, then the answer carries the ETag the caches need', async () => {
    const posted = await post('{ menu }');
    assert.deepEqual(await posted.json(), { data: { menu: 'Pasta' } });
    assert.ok(posted.headers.get('etag'));
    const got = await fetch(`${url}?query=${encodeURIComponent('{ mine }')}`, { headers: { 'apollo-require-preflight': '1' } });
    assert.deepEqual(await got.json(), { data: { mine: 'Ana’s lunch' } });
    assert.ok(got.headers.get('etag'));
  });

  test('when a request is not GraphQL, then Apollo’s refusal is answered as before', async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variables: {} }) });
    assert.equal(response.status, 400);
    assert.match(await response.text(), /query/i);
  });
});
