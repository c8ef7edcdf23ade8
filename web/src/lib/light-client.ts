import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { GRAPHQL_HEADERS, GRAPHQL_URL, SESSION_RETRY } from './graphql-endpoint.ts';

/**
 * The GraphQL client of a signed-out visitor's first page (data-layer.ts): the few public queries
 * and the sign-in forms' mutations, sent as Apollo Client's HttpLink sends them (queries as GET with
 * the same parameters, so the service worker keeps the same answers; the session query retried as
 * its RetryLink does) and failing with Apollo's own error classes, so that describeFailure reads both
 * alike. Its cache keeps each answer whole under its operation and variables, nothing normalized:
 * on signing in the app moves to Apollo Client, which has the cache the signed-in screens need.
 */

/** A query's state as a screen reads it: Apollo's `getCurrentResult()` in the parts the app uses. */
export interface LightResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/** What the light client does with an operation: send it over HTTP (the app), or never answer (the build's prerender). */
export type Send = (request: { operationName: string; query: string; variables: Record<string, unknown>; mutation: boolean }) => Promise<unknown>;

export interface LightClientOptions {
  send?: Send;
  /** Resolves when an answer to this operation may reach the screens (main-app.tsx holds some until the drawn page is adopted). */
  answerAfter?: (operationName: string) => Promise<void> | undefined;
}

type Listener = () => void;

class Entry<TData> {
  readonly query: TypedDocumentNode<TData, unknown>;
  readonly variables: unknown;

  constructor(query: TypedDocumentNode<TData, unknown>, variables: unknown) {
    this.query = query;
    this.variables = variables;
  }

  result: LightResult<TData> = { data: undefined, loading: true, error: undefined };
  readonly listeners = new Set<Listener>();
  asked: Promise<TData> | undefined;

  set(result: LightResult<TData>): void {
    this.result = result;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error('A GraphQL document without a named operation');
  return operation;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One HTTP exchange as Apollo's HttpLink makes it, and its answer's data or the error Apollo would throw. */
async function exchange({ operationName, query, variables, mutation }: Parameters<Send>[0]): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json,application/json;q=0.9', ...GRAPHQL_HEADERS };
  let url = GRAPHQL_URL;
  let init: RequestInit = { headers, credentials: 'include' };
  if (mutation) {
    init = { ...init, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables, query }) };
  } else {
    const parameters = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
    url = `${GRAPHQL_URL}${GRAPHQL_URL.includes('?') ? '&' : '?'}${parameters.toString()}`;
    init = { ...init, method: 'GET' };
  }
  const response = await fetch(url, init);
  const bodyText = await response.text();
  if (response.status >= 300) throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  let result: { data?: unknown; errors?: unknown[] };
  try {
    result = JSON.parse(bodyText) as typeof result;
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (Array.isArray(result.errors) && result.errors.length > 0)
    throw new CombinedGraphQLErrors(result as ConstructorParameters<typeof CombinedGraphQLErrors>[0]);
  return result.data;
}

/** The session query is asked again after a failure but a 401, waiting longer each time (with jitter), as apollo-client.ts's RetryLink. */
async function sendWithRetry(request: Parameters<Send>[0]): Promise<unknown> {
  const attempts = request.operationName === SESSION_RETRY.operationName ? SESSION_RETRY.attempts : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await exchange(request);
    } catch (error) {
      if (attempt >= attempts || (ServerError.is(error) && error.statusCode === 401)) throw error;
      await delay(Math.min(SESSION_RETRY.initialDelayMs * 2 ** (attempt - 1), SESSION_RETRY.maxDelayMs) * Math.random() * 2);
    }
  }
}

export class LightClient {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly send: Send;
  private readonly answerAfter: NonNullable<LightClientOptions['answerAfter']>;

  constructor({ send = sendWithRetry, answerAfter = () => undefined }: LightClientOptions = {}) {
    this.send = send;
    this.answerAfter = answerAfter;
  }

  /** A query's cache entry (made, not asked, on first use). */
  entry<TData, TVariables>(query: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Entry<TData> {
    const key = `${operationOf(query).name!.value}:${JSON.stringify(variables ?? {})}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = new Entry<unknown>(query as TypedDocumentNode<unknown, unknown>, variables);
      this.entries.set(key, entry);
    }
    return entry as Entry<TData>;
  }

  /** Asks the server (once at a time per query and variables) and keeps the answer; `again` asks even when an answer is kept. */
  ask<TData, TVariables>(query: TypedDocumentNode<TData, TVariables>, variables?: TVariables, again = false): Promise<TData> {
    const entry = this.entry(query, variables);
    if (entry.asked && (!again || entry.result.loading)) return entry.asked;
    if (entry.result.data !== undefined && !again) return Promise.resolve(entry.result.data);
    const operationName = operationOf(query).name!.value;
    const asked = this.send({ operationName, query: print(query), variables: (variables ?? {}) as Record<string, unknown>, mutation: false }).then(
      async (data) => {
        await this.answerAfter(operationName);
        entry.set({ data: data as TData, loading: false, error: undefined });
        return data as TData;
      },
      async (error: unknown) => {
        await this.answerAfter(operationName);
        entry.set({ data: entry.result.data, loading: false, error: error as ErrorLike });
        throw error;
      },
    );
    entry.asked = asked;
    void asked
      .catch(() => undefined)
      .finally(() => {
        if (entry.asked === asked) entry.asked = undefined;
      });
    if (entry.result.error) entry.set({ ...entry.result, loading: true, error: undefined });
    return asked;
  }

  /** As ApolloClient.query (cache-first): the kept answer, or the server's. */
  async query<TData, TVariables>({ query, variables }: { query: TypedDocumentNode<TData, TVariables>; variables?: TVariables }): Promise<{ data: TData }> {
    return { data: await this.ask(query, variables) };
  }

  /** As ApolloClient.watchQuery in what the app reads of it: the current result, and each new one. */
  watchQuery<TData, TVariables>({ query, variables }: { query: TypedDocumentNode<TData, TVariables>; variables?: TVariables }) {
    const entry = this.entry(query, variables);
    void this.ask(query, variables).catch(() => undefined);
    return {
      getCurrentResult: () => entry.result,
      subscribe: (next: (result: LightResult<TData>) => void) => ({ unsubscribe: entry.subscribe(() => next(entry.result)) }),
    };
  }

  writeQuery<TData, TVariables>({ query, variables, data }: { query: TypedDocumentNode<TData, TVariables>; variables?: TVariables; data: TData }): void {
    this.entry(query, variables).set({ data, loading: false, error: undefined });
  }

  /** As ApolloClient.resetStore: every kept answer dropped, the ones on screen asked again. */
  async resetStore(): Promise<void> {
    const watched = [...this.entries.values()].filter((entry) => entry.listeners.size > 0);
    this.entries.clear();
    await Promise.all(
      watched.map((entry) => {
        this.entries.set(`${operationOf(entry.query).name!.value}:${JSON.stringify(entry.variables ?? {})}`, entry);
        entry.asked = undefined;
        return this.ask(entry.query, entry.variables, true);
      }),
    );
  }

  /** Sends a mutation; nothing kept changes (the signed-out pages' mutations touch no cached answer). */
  async mutate<TData, TVariables>({
    mutation,
    variables,
  }: {
    mutation: TypedDocumentNode<TData, TVariables>;
    variables?: TVariables;
  }): Promise<{ data: TData }> {
    const operationName = operationOf(mutation).name!.value;
    const data = await this.send({ operationName, query: print(mutation), variables: (variables ?? {}) as Record<string, unknown>, mutation: true });
    return { data: data as TData };
  }
}
