import '@testing-library/jest-dom/jest-globals';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstScreenShown } from '../app/first-screen-shown.tsx';
import { AppProviders } from '../app/providers.tsx';
import { apolloLayer } from '../lib/apollo-data-layer.tsx';
import { LightClient } from '../lib/light-client.ts';
import { lightLayer } from '../lib/light-data-layer.tsx';

/** One GraphQL request the page sent, as the server would have read it. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  /** Its HTTP headers, by lower-cased name. */
  headers: Record<string, string>;
}

/** What the server answers to one operation: its `data`, or a refusal with the service's message and code. */
export type GraphqlAnswer = { data: Record<string, unknown> } | { error: string; code?: string; values?: Record<string, unknown> };

export type GraphqlServer = Record<string, (variables: Record<string, unknown>) => GraphqlAnswer | Promise<GraphqlAnswer>>;

/**
 * Stands in for the gateway at the browser's network boundary: the page's fetch of /graphql is
 * answered by `server[operationName]`, and every operation sent is recorded. An operation the
 * test did not expect fails the test's request as a server would (an error answer), never silently.
 */
function fakeGraphqlFetch(server: GraphqlServer, sent: SentOperation[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const body: { operationName?: string; variables?: Record<string, unknown> } =
      init?.method === 'GET' || (!init?.body && url.searchParams.has('query'))
        ? { operationName: url.searchParams.get('operationName') ?? '', variables: JSON.parse(url.searchParams.get('variables') ?? '{}') }
        : JSON.parse(String(init?.body ?? '{}'));
    const headers = Object.fromEntries(new Headers(input instanceof Request ? input.headers : init?.headers).entries());
    const operation = { operationName: body.operationName ?? '', variables: body.variables ?? {}, headers };
    sent.push(operation);
    const handler = server[operation.operationName];
    const answer: GraphqlAnswer = handler ? await handler(operation.variables) : { error: `no answer for ${operation.operationName} in this test` };
    const json =
      'data' in answer
        ? { data: answer.data }
        : { data: null, errors: [{ message: answer.error, extensions: { code: answer.code ?? 'BAD_USER_INPUT', values: answer.values ?? {} } }] };
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
  };
}

/**
 * Renders (awaited) a screen or form inside the app's providers (data layer, theme, toasts) at `path`, with the
 * given GraphQL answers; returns Testing Library's queries, a user-event session and what was sent.
 */
export async function renderApp(
  ui: ReactElement,
  // `light`: the data layer of a signed-out visitor's first page (lib/data-layer.ts); Apollo Client's otherwise.
  { server = {}, path = '/', layer = 'apollo' }: { server?: GraphqlServer; path?: string; layer?: 'apollo' | 'light' } = {},
) {
  const sent: SentOperation[] = [];
  globalThis.fetch = fakeGraphqlFetch(server, sent);
  const user = userEvent.setup();
  // The toasts' module loads lazily (after the first paint in the app); rendering inside an async
  // act lets that load settle, so the toaster is mounted before the test acts.
  const view = await act(async () =>
    render(
      <AppProviders layer={layer === 'light' ? lightLayer(new LightClient()) : apolloLayer()}>
        <MemoryRouter initialEntries={[path]}>
          {/* The app's route around every screen: it says the first screen is shown, which mounts the toasts. */}
          <FirstScreenShown />
          {ui}
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  return { ...view, user, sent };
}
