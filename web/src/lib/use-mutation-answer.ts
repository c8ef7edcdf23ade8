import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

/**
 * One GraphQL mutation as the api hooks use it: `run(variables)` answers the field the caller
 * picks from the result. Apollo throws the server's refusals (their `extensions.code` intact for
 * the forms); a result without data, which should not happen, throws `failure` rather than
 * handing a screen `undefined`. `options` say which cached data the mutation refreshes.
 */
export function useMutationAnswer<TData, TVariables extends OperationVariables, TAnswer>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TAnswer,
  failure: string,
  options?: Omit<useMutation.Options<TData, TVariables>, 'variables'>,
): [run: (variables: TVariables) => Promise<TAnswer>, loading: boolean] {
  const [mutate, { loading }] = useMutation(document, options);
  const run = useCallback(
    async (variables: TVariables) => {
      // The variables are whole here, so Apollo's optional-or-required overload does not apply.
      const result = await (mutate as (options: { variables: TVariables }) => ReturnType<typeof mutate>)({ variables });
      if (!result.data) throw new Error(failure);
      return pick(result.data);
    },
    // pick and failure are fixed at each call site; following them would only make run unstable.
    [mutate],
  );
  return [run, loading];
}
