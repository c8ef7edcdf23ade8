import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { OFFLINE_DATA_CACHE } from '../../../config/offline-queries.ts';
import { CURRENT_USER_QUERY } from '../../../lib/current-user.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After the account is gone the browser forgets it as signing out does (spec section 4): home first
 * (the profile would otherwise send a signed-out visitor to /auth), then no user, then no cached
 * answer and none of the service worker's copies of the parent's data.
 */
export function useForgetClosedAccount(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { flushSync: true });
    flushSync(() => client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: null } }));
    await nextTask(); // lets the unmounted screens unsubscribe their queries
    await client.resetStore().catch(() => undefined);
    await globalThis.caches?.delete(OFFLINE_DATA_CACHE).catch(() => undefined);
  }, [client, navigate]);
}
