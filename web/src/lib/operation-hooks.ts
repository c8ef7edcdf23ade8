import { useCallback } from 'react';
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useMutation, useQuery } from '@apollo/client/react';
import { useDataMutation, useDataQuery } from './data-layer.ts';

/** A mutation's variables as `run` takes them: none at all when the document declares none required. */
type Variables<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * One GraphQL mutation as the api hooks use it: `run(variables)` answers the field the caller
 * picks from the result. Apollo throws the server's refusals (their `extensions.code` intact for
 * the forms); a result without data, which should not happen, throws `failure` rather than
 * handing a screen `undefined`: a text for the developer's console, in English and never shown (the
 * screens read a failure through describeFailure, which takes it for no answer, and show their own
 * catalogue text). `options` say which cached data the mutation refreshes.
 */
export function useMutationAnswer<TData, TVariables extends OperationVariables, TAnswer>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TAnswer,
  failure: string,
  options?: Omit<useMutation.Options<TData, TVariables>, 'variables'>,
): [run: (...variables: Variables<TVariables>) => Promise<TAnswer>, loading: boolean] {
  const [mutate, { loading }] = useDataMutation(document, options);
  const run = useCallback(
    async (...[variables]: Variables<TVariables>) => {
      // The variables are whole here (or none), so Apollo's optional-or-required overload does not apply.
      const result = await (mutate as (options: { variables?: TVariables }) => ReturnType<typeof mutate>)({ variables });
      if (!result.data) throw new Error(failure);
      return pick(result.data);
    },
    // pick and failure are fixed at each call site; following them would only make run unstable.
    [mutate],
  );
  return [run, loading];
}

/**
 * One GraphQL query as the api hooks answer it: `answer` is the field the caller picks (undefined
 * until the first answer arrives), `loading` holds only until that first answer (a refetch or a
 * cache-and-network read keeps the data on screen), and `error` and `refetch` serve a Retry.
 */
export function useQueryAnswer<TData, TVariables extends OperationVariables, TAnswer>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TAnswer,
  options?: useQuery.Options<TData, TVariables>,
): { answer: TAnswer | undefined; loading: boolean; error: ErrorLike | undefined; refetch: () => Promise<unknown> } {
  // The variables come whole in options (or are none), so Apollo's optional-or-required overload does not apply.
  const { data, loading, error, refetch } = (useDataQuery as (doc: typeof document, opts?: typeof options) => ReturnType<typeof useQuery<TData, TVariables>>)(
    document,
    options,
  );
  return { answer: data === undefined ? undefined : pick(data as TData), loading: loading && !data, error, refetch };
}

/** A root field of an operation's answer (its `__typename` aside). */
type AnswerField<TData> = Exclude<keyof TData, '__typename'> & string;

/**
 * An api module's mutation hook, declared once beside its document: `useX()` is
 * `useMutationAnswer` answering the document's `field`, with `failure` and the cache `options`
 * (what the mutation refreshes) fixed here rather than in every screen.
 */
export function mutationHook<TData, TVariables extends OperationVariables, TField extends AnswerField<TData>>(
  document: TypedDocumentNode<TData, TVariables>,
  field: TField,
  failure: string,
  options?: Omit<useMutation.Options<TData, TVariables>, 'variables'>,
) {
  return () => useMutationAnswer(document, (data) => data[field], failure, options);
}

/**
 * An api module's query hook, declared once beside its document: `useX(...args)` is
 * `useQueryAnswer` answering the document's `field`, with the options fixed here or made from the
 * hook's arguments (a query's variables, a `skip`).
 */
export function queryHook<TData, TVariables extends OperationVariables, TField extends AnswerField<TData>, TArgs extends unknown[] = []>(
  document: TypedDocumentNode<TData, TVariables>,
  field: TField,
  options?: useQuery.Options<TData, TVariables> | ((...args: TArgs) => useQuery.Options<TData, TVariables>),
) {
  return (...args: TArgs) => useQueryAnswer(document, (data) => data[field], typeof options === 'function' ? options(...args) : options);
}
