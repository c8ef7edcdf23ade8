import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
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
 */
export interface StartedQuery<TAnswer> {
  /** Asks now (a first screen's loader); the screen's next use takes this answer instead of asking. */
  start: (client: DataClient) => Promise<TAnswer>;
  /**
   * The answer in the shape of the other query hooks (operation-hooks.ts): `loading` until the first
   * answer, `refetch` for a Retry, and `update` for a change the server answered elsewhere (no cache
   * carries it here). `skip`: not asked (yet), such as before the session is known.
   */
  useAnswer: (options?: { skip?: boolean }) => StartedAnswer<TAnswer>;
}

export interface StartedAnswer<TAnswer> {
  answer: TAnswer | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<void>;
  update: (change: (answer: TAnswer) => TAnswer) => void;
}

interface State<TAnswer> {
  answer: TAnswer | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/** A query without variables read outside the cache, whose answer a first screen's loader may start (see StartedQuery). */
export function startedQuery<TData, TAnswer>(document: TypedDocumentNode<TData, Record<string, never>>, pick: (data: TData) => TAnswer): StartedQuery<TAnswer> {
  const ask = (client: DataClient): Promise<TAnswer> =>
    client.query({ query: document, fetchPolicy: 'no-cache' }).then(({ data }) => {
      if (!data) throw new Error('The query answered no data');
      return pick(data as TData);
    });

  let started: Promise<TAnswer> | null = null;

  const start = (client: DataClient): Promise<TAnswer> => {
    const answer = ask(client);
    started = answer;
    // A failure before the screen took the answer (a session that had ended): the screen asks anew.
    answer.catch(() => {
      if (started === answer) started = null;
    });
    return answer;
  };

  const take = (): Promise<TAnswer> | null => {
    const answer = started;
    started = null;
    return answer;
  };

  function useAnswer({ skip = false }: { skip?: boolean } = {}): StartedAnswer<TAnswer> {
    const client = useDataClient();
    const [state, setState] = useState<State<TAnswer>>({ answer: undefined, loading: true, error: undefined });
    const asked = useRef(0);

    const follow = useCallback((answer: Promise<TAnswer>) => {
      const turn = ++asked.current;
      return answer.then(
        (value) => {
          if (turn === asked.current) setState({ answer: value, loading: false, error: undefined });
        },
        (error: unknown) => {
          if (turn === asked.current) setState((before) => ({ ...before, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
        },
      );
    }, []);

    useEffect(() => {
      if (skip) return undefined;
      void follow(take() ?? ask(client));
      // A screen left before its answer: the answer is dropped.
      return () => void ++asked.current;
    }, [client, follow, skip]);

    const refetch = useCallback(() => {
      setState((before) => ({ ...before, loading: true, error: undefined }));
      return follow(ask(client));
    }, [client, follow]);

    const update = useCallback((change: (answer: TAnswer) => TAnswer) => {
      setState((before) => (before.answer === undefined ? before : { ...before, answer: change(before.answer) }));
    }, []);

    // The same object while nothing changed, so a screen can keep a panel from rendering again.
    return useMemo(
      () => ({ answer: state.answer, loading: !skip && state.loading && state.answer === undefined, error: state.error, refetch, update }),
      [state, skip, refetch, update],
    );
  }

  return { start, useAnswer };
}
