import { MySessionsDocument, RevokeMyOtherSessionsDocument, RevokeMySessionDocument } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

/** GET /api/my-sessions: where the parent is signed in, asked afresh each time the profile opens. */
export const useMySessions = queryHook(MySessionsDocument, 'mySessions', { fetchPolicy: 'cache-and-network' });

/** DELETE /api/my-sessions/{id}: refreshes the list. */
export const useRevokeMySession = mutationHook(RevokeMySessionDocument, 'revokeMySession', 'The session was not ended', {
  refetchQueries: [MySessionsDocument],
  awaitRefetchQueries: true,
});

/** POST /api/my-sessions/revoke-others: refreshes the list. */
export const useRevokeMyOtherSessions = mutationHook(RevokeMyOtherSessionsDocument, 'revokeMyOtherSessions', 'The other sessions were not ended', {
  refetchQueries: [MySessionsDocument],
  awaitRefetchQueries: true,
});
