import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { useDataClient, type DataClient } from './data-layer.ts';

/**
 * A query a screen reads as answered, outside Apollo's normalised cache (`no-cache`): a long list
 * written into the cache and read back was a page's longest task on a phone (issue 34), and a value
 * that changes behind the page's back (a credit) is to be asked anew at each visit anyway.
 *
 * Such an answer is not kept anywhere, so a first screen's loader (app/router.tsx) that asked for it
 * as the app started, and took the entry's early answer (early-answers.ts), would leave the screen
 * to ask again. `start` keeps that answer for the screen's first use: the screen takes it once, and
 * every later visit asks the server.
 *
 * The kept answers belong to the client they were asked with (one per page in the browser, one per
 * request on the server, app/signed-in-render.tsx): never in module scope, where the server would
 * hand one visitor's answer to the next visitor's page.
 */
export interface StartedQuery<TAnswer, TVariables extends Record<string, unknown>> {
  /** Asks now (a first screen's loader); the screen's next use with the same variables takes this answer instead of asking. */
  start: (client: DataClient, variables?: TVariables) => Promise<TAnswer>;
  /**
   * The answer in the shape of the other query hooks (operation-hooks.ts): `loading` until the first
   * answer, `refetch` for a Retry, and `update` for a change the server answered elsewhere (no cache
   * carries it here). `skip`: not asked (yet), such as before the session is known.
   */
  useAnswer: (options?: { skip?: boolean; variables?: TVariables }) => StartedAnswer<TAnswer>;
}

export interface StartedAnswer<TAnswer> {
  answer: TAnswer | undefined;
  loading: boolean;
  /** Asked again (refetch) while an answer is shown. */
  refreshing: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<void>;
  update: (change: (answer: TAnswer) => TAnswer) => void;
}

interface State<TAnswer> {
  key: string;
  answer: TAnswer | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/** A started answer: when it was asked, and its data once in (what a first render can draw, and the server sends the browser). */
interface Started {
  at: number;
  data: Promise<unknown>;
  settled?: { value: unknown };
}

const startedByClient = new WeakMap<DataClient, Map<string, Started>>();

function startedOf(client: DataClient): Map<string, Started> {
  let kept = startedByClient.get(client);
  if (!kept) {
    kept = new Map();
    startedByClient.set(client, kept);
  }
  return kept;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error('A GraphQL document without a named operation');
  return operation.name.value;
}

const keyOf = (name: string, variables: Record<string, unknown> | undefined) => `${name}:${JSON.stringify(variables ?? {})}`;

/** The answers (the data, as the server answered it) a client's loaders have started and received, by operation and variables: what the server's drawing sends the browser. */
export function settledStartedAnswers(client: DataClient): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [key, started] of startedOf(client)) if (started.settled) answers[key] = started.settled.value;
  return answers;
}

/** Gives a client the answers another client started (the server's, settledStartedAnswers): the screens' first renders draw them as the server did. */
export function seedStartedAnswers(client: DataClient, answers: Record<string, unknown>): void {
  const kept = startedOf(client);
  for (const [key, value] of Object.entries(answers)) kept.set(key, { at: Date.now(), data: Promise.resolve(value), settled: { value } });
}

/**
 * A query read outside the cache, whose answer a first screen's loader may start (see StartedQuery).
 * `maxAgeMs`: a started answer older than this is not taken (the data may have changed since).
 */
export function startedQuery<TData, TAnswer, TVariables extends Record<string, unknown> = Record<string, never>>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TAnswer,
  { maxAgeMs = Number.POSITIVE_INFINITY }: { maxAgeMs?: number } = {},
): StartedQuery<TAnswer, TVariables> {
  const name = operationName(document);

  const askData = (client: DataClient, variables: TVariables | undefined): Promise<TData> =>
    client.query({ query: document, variables, fetchPolicy: 'no-cache' } as Parameters<DataClient['query']>[0]).then(({ data }) => {
      if (!data) throw new Error('The query answered no data');
      return data as TData;
    });
  const ask = (client: DataClient, variables: TVariables | undefined): Promise<TAnswer> => askData(client, variables).then(pick);

  const fresh = (started: Started | undefined) => started !== undefined && Date.now() - started.at < maxAgeMs;

  const start = (client: DataClient, variables?: TVariables): Promise<TAnswer> => {
    const kept = startedOf(client);
    const key = keyOf(name, variables);
    // Started already and not taken yet (the answers a page was drawn with on the server, seedStartedAnswers): that answer.
    const before = kept.get(key);
    if (fresh(before)) return before!.data.then((data) => pick(data as TData));
    const data = askData(client, variables);
    const started: Started = { at: Date.now(), data };
    kept.set(key, started);
    data.then(
      (value) => {
        started.settled = { value };
      },
      // A failure before the screen took the answer (a session that had ended): the screen asks anew.
      () => {
        if (kept.get(key) === started) kept.delete(key);
      },
    );
    return data.then(pick);
  };

  /** The started answer already in, for a first render to draw (the server's, or the browser's adopting the server's page). */
  const peek = (client: DataClient, key: string): TAnswer | undefined => {
    const started = startedOf(client).get(key);
    return fresh(started) && started!.settled ? pick(started!.settled.value as TData) : undefined;
  };

  const take = (client: DataClient, key: string): Promise<TAnswer> | null => {
    const kept = startedOf(client);
    const started = kept.get(key);
    kept.delete(key);
    return fresh(started) ? started!.data.then((data) => pick(data as TData)) : null;
  };

  function useAnswer({ skip = false, variables }: { skip?: boolean; variables?: TVariables } = {}): StartedAnswer<TAnswer> {
    const client = useDataClient();
    const key = keyOf(name, variables);
    const [state, setState] = useState<State<TAnswer>>(() => {
      const answer = skip ? undefined : peek(client, key);
      return { key, answer, loading: answer === undefined, error: undefined };
    });
    // Other variables (another day): nothing of the last ones' answer is shown. React draws again at once with
    // this state, before anything of this drawing reaches the screen.
    if (state.key !== key) setState({ key, answer: undefined, loading: true, error: undefined });
    const asked = useRef(0);
    const variablesRef = useRef(variables);
    variablesRef.current = variables;

    const follow = useCallback((answer: Promise<TAnswer>, forKey: string) => {
      const turn = ++asked.current;
      return answer.then(
        (value) => {
          if (turn === asked.current) setState({ key: forKey, answer: value, loading: false, error: undefined });
        },
        (error: unknown) => {
          if (turn === asked.current) setState((before) => ({ ...before, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
        },
      );
    }, []);

    useEffect(() => {
      if (skip) return undefined;
      void follow(take(client, key) ?? ask(client, variablesRef.current), key);
      // A screen left before its answer: the answer is dropped.
      return () => void ++asked.current;
    }, [client, follow, skip, key]);

    const refetch = useCallback(() => {
      setState((before) => ({ ...before, loading: true, error: undefined }));
      return follow(ask(client, variablesRef.current), key);
    }, [client, follow, key]);

    const update = useCallback((change: (answer: TAnswer) => TAnswer) => {
      setState((before) => (before.answer === undefined ? before : { ...before, answer: change(before.answer) }));
    }, []);

    // The same object while nothing changed, so a screen can keep a panel from rendering again.
    return useMemo(
      () => ({
        answer: state.answer,
        loading: !skip && state.loading && state.answer === undefined,
        refreshing: !skip && state.loading && state.answer !== undefined,
        error: state.error,
        refetch,
        update,
      }),
      [state.answer, state.loading, state.error, skip, refetch, update],
    );
  }

  return { start, useAnswer };
}
