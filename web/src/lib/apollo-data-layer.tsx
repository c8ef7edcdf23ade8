import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import { createApolloClient } from './apollo-client.ts';
import { CURRENT_USER_QUERY, type CurrentUser } from './current-user.ts';
import type { DataLayer } from './data-layer.ts';
import { SCHOOL_SETTINGS_QUERY, type SchoolSettings } from './school-clock.ts';

/** Apollo Client as the app's data layer (data-layer.ts); `client` is made here unless given (the component tests'). */
export function apolloLayer(client: ApolloClient = createApolloClient()): DataLayer {
  const layer: DataLayer = {
    name: 'apollo',
    Provider: ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>,
    useQuery,
    useMutation,
    client,
    async startSession(me) {
      // resetStore (unlike clearStore) keeps the mounted queries listening and asks them again, so the header learns about the new session too.
      await client.resetStore().catch(() => undefined);
      client.writeQuery({ query: CURRENT_USER_QUERY, data: { me } });
      return layer;
    },
  };
  return layer;
}

/**
 * A new Apollo Client holding the new user, for a visitor signing in on the light layer; it also
 * holds the schools' settings, which are everybody's, so that the signed-in screens need not wait for them again.
 */
export function apolloLayerSignedIn(me: CurrentUser, settings: SchoolSettings | undefined): DataLayer {
  const client = createApolloClient();
  client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: { ...me, __typename: 'User' } as CurrentUser } });
  if (settings) client.writeQuery({ query: SCHOOL_SETTINGS_QUERY, data: { schoolSettings: { ...settings, __typename: 'SchoolSettings' } as SchoolSettings } });
  return apolloLayer(client);
}
