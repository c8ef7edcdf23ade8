import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CURRENT_USER_QUERY, type CurrentUser } from '../../../lib/current-user.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useLogoutMutation } from '../api/logout.ts';

/**
 * Spec section 4: after login or registration, clear every cached answer (nothing of a
 * previous visitor may leak), remember the new user, and go home.
 */
export function useStartSession(): (user: CurrentUser) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: CurrentUser) => {
      await client.clearStore();
      client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: { ...user, __typename: 'User' } } });
      await navigate('/', { replace: true });
    },
    [client, navigate],
  );
}

/** Spec section 4: logout clears the cache, forgets the user and navigates to '/'. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { logout, loading } = useLogoutMutation();

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout Failed', description: failureMessage(error, 'Failed to connect to server. Please try again.'), variant: 'destructive' });
      return;
    }
    await client.clearStore();
    client.writeQuery({ query: CURRENT_USER_QUERY, data: { me: null } });
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    await navigate('/');
  }, [client, logout, navigate, toast]);

  return { signOut, signingOut: loading };
}
