import { startTransition, useEffect, useState } from 'react';
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useDataClient } from '../../../lib/data-layer.ts';

/**
 * useQueryAnswer's answer (operation-hooks.ts), but each new result reaches the screen as a
 * transition. Apollo's useQuery hands results over through useSyncExternalStore, which React
 * renders and commits at once, in one task: when the weekly menu arrives on a phone that task
 * held the page for longer than a tap may wait. A transition is drawn in slices between which
 * the browser answers input. The first result is read from the cache at once, as useQuery does
 * (so a page drawn at build time, loading, is adopted as drawn).
 */
export function useQueryInTransition<TData, TVariables extends OperationVariables, TAnswer>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TAnswer,
  variables?: TVariables,
): { answer: TAnswer | undefined; loading: boolean; error: ErrorLike | undefined } {
  const client = useDataClient();
  const [query] = useState(() =>
    client.watchQuery({ query: document, ...(variables ? { variables } : {}) } as Parameters<typeof client.watchQuery<TData, TVariables>>[0]),
  );
  const [result, setResult] = useState(() => query.getCurrentResult());
  useEffect(() => {
    const subscription = query.subscribe((next) => startTransition(() => setResult(next)));
    return () => subscription.unsubscribe();
  }, [query]);
  const data = result.data as TData | undefined;
  return { answer: data === undefined ? undefined : pick(data), loading: result.loading && data === undefined, error: result.error };
}
