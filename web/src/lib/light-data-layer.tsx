import { Fragment, useCallback, useState, useSyncExternalStore } from 'react';
import type { DocumentNode } from 'graphql';
import type { useMutation, useQuery } from '@apollo/client/react';
import type { DataClient, DataLayer } from './data-layer.ts';
import type { LightClient, LightResult } from './light-client.ts';
import { SCHOOL_SETTINGS_QUERY } from './school-clock.ts';

/** The light client as the data layer of a signed-out visitor's first page (data-layer.ts). */

const SKIPPED: LightResult<never> = { data: undefined, loading: false, error: undefined };

type QueryOptions = { variables?: Record<string, unknown>; skip?: boolean; fetchPolicy?: string };

/** useQuery in what the screens of a signed-out first page use of it: variables, skip, and asking again (fetch policies other than cache-first, refetch). */
function useLightQuery(client: LightClient, document: DocumentNode, options: QueryOptions = {}) {
  const { variables, skip = false, fetchPolicy } = options;
  const entry = skip ? undefined : client.entry(document, variables);
  // Asked on the first render (as Apollo's useQuery does); once more per mount for a policy that goes to the network.
  const [goesToNetwork] = useState(() => ({ pending: fetchPolicy !== undefined && fetchPolicy !== 'cache-first' && fetchPolicy !== 'cache-only' }));
  if (entry && !entry.asked && entry.result.error === undefined && (entry.result.data === undefined || goesToNetwork.pending)) {
    goesToNetwork.pending = false;
    void client.ask(document, variables, true).catch(() => undefined);
  }
  const subscribe = useCallback((notify: () => void) => (entry ? entry.subscribe(notify) : () => undefined), [entry]);
  const current = () => entry?.result ?? SKIPPED;
  const result = useSyncExternalStore(subscribe, current, current);
  const key = JSON.stringify(variables ?? {});
  const refetch = useCallback(() => client.ask(document, variables, true).then((data) => ({ data })), [client, document, key]);
  return { data: result.data, loading: result.loading, error: result.error, refetch };
}

/** useMutation in what the sign-in forms use of it: `mutate({ variables })` and `loading`. */
function useLightMutation(client: LightClient, document: DocumentNode) {
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async ({ variables }: { variables?: Record<string, unknown> } = {}) => {
      setLoading(true);
      try {
        return await client.mutate({ mutation: document, variables });
      } finally {
        setLoading(false);
      }
    },
    [client, document],
  );
  return [mutate, { loading }] as const;
}

export function lightLayer(client: LightClient): DataLayer {
  return {
    name: 'light',
    Provider: Fragment,
    // The light hooks take Apollo's arguments and answer the parts of Apollo's answer the app reads.
    useQuery: ((document: DocumentNode, options?: QueryOptions) => useLightQuery(client, document, options)) as unknown as typeof useQuery,
    useMutation: ((document: DocumentNode) => useLightMutation(client, document)) as unknown as typeof useMutation,
    client: client as unknown as DataClient,
    async startSession(me) {
      // Apollo Client comes now, with the new user: the signed-in screens are Apollo's (data-layer.ts).
      const { apolloLayerSignedIn } = await import('./apollo-data-layer.tsx');
      return apolloLayerSignedIn(me, client.entry(SCHOOL_SETTINGS_QUERY).result.data?.schoolSettings);
    },
  };
}
