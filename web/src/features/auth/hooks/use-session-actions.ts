import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useDataClient, useDataLayer } from '../../../lib/data-layer.ts';
import { useLocation, useNavigate } from 'react-router';
import { OFFLINE_DATA_CACHE } from '../../../config/offline-queries.ts';
import { CURRENT_USER_QUERY, type CurrentUser } from '../../../lib/current-user.ts';
import { returnPathFrom } from '../../../lib/return-path.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useLogoutMutation } from '../api/sign-out.ts';
import { useTranslation } from 'react-i18next';

/**
 * Spec section 4: after login or registration, clear every cached answer (nothing of a
 * previous visitor may leak), remember the new user, and go home, or back to the page that sent
 * them to sign in (issue 10: ?next=). The data layer does the first two (data-layer.ts): a visitor
 * who signed in on the light client of a signed-out first page goes on with Apollo Client.
 */
export function useStartSession(): (user: CurrentUser) => Promise<void> {
  const { layer, switchTo } = useDataLayer();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async (user: CurrentUser) => {
      // The cache keys the user by its __typename, which the generated result types leave out.
      const next = await layer.startSession({ ...user, __typename: 'User' as const });
      // The address first, then the new layer, in one task: the screens under the new layer (the
      // router among them) are mounted anew at the address the visitor is sent to, never at the sign-in page.
      const navigated = navigate(returnPathFrom(search), { replace: true });
      if (next !== layer) switchTo(next);
      await navigated;
    },
    [layer, switchTo, navigate, search],
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Spec section 4: logout clears the cache, forgets the user and navigates to '/'. */
export function useSignOut() {
  const { t } = useTranslation();
  const client = useDataClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [logout, loading] = useLogoutMutation();

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: t('session.logoutFailed'), description: failureMessage(error, t('session.connectFailed')), variant: 'destructive' });
      return;
    }
    // Go home first (a guarded screen would otherwise send the signed-out visitor to /auth), then forget the
    // user with the screens committed at once, so that when every cached answer is dropped only the session
    // query is still listening; it asks again and learns there is nobody.
    await navigate('/', { flushSync: true });
    flushSync(() => client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: null } }));
    await nextTask(); // lets the unmounted screens unsubscribe their queries
    await client.resetStore().catch(() => undefined);
    // The service worker's copies of this parent's menu, children and schedule leave with them (a shared device).
    await globalThis.caches?.delete(OFFLINE_DATA_CACHE).catch(() => undefined);
    toast({ title: t('session.loggedOut'), description: t('session.loggedOutText') });
  }, [client, logout, navigate, toast, t]);

  return { signOut, signingOut: loading };
}
