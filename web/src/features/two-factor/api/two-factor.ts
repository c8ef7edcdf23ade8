import {
  DeletePasskeyDocument,
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  MyPasskeysDocument,
  MyTwoFactorDocument,
  PasskeyRegistrationOptionsDocument,
  RegisterPasskeyDocument,
  SetUpTwoFactorDocument,
  type MyPasskeysQuery,
  type SetUpTwoFactorMutation,
} from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type Passkey = MyPasskeysQuery['myPasskeys'][number];
export type TwoFactorSetup = SetUpTwoFactorMutation['setUpTwoFactor'];

/**
 * The caller's second factors; asked again from the server each time a screen shows it (another tab
 * may have changed them). The admin gate reads the answer asked as the app started (router.tsx), or
 * asks once: `cache-first` (issue 34: it was asked twice on every admin page).
 */
export const useMyTwoFactor = queryHook(MyTwoFactorDocument, 'myTwoFactor', (fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-and-network') => ({
  fetchPolicy,
}));

export const useMyPasskeys = queryHook(MyPasskeysDocument, 'myPasskeys', { fetchPolicy: 'cache-and-network' });

/** A new pending secret. Touches no cached data (two-factor is not on yet). */
export const useSetUpTwoFactor = mutationHook(SetUpTwoFactorDocument, 'setUpTwoFactor', 'No two-factor secret was issued', { fetchPolicy: 'no-cache' });

/** Turns two-factor on; refreshes the status. */
export const useEnableTwoFactor = mutationHook(EnableTwoFactorDocument, 'enableTwoFactor', 'Two-factor sign-in was not turned on', {
  refetchQueries: ['MyTwoFactor'],
  awaitRefetchQueries: true,
});

/** Turns two-factor off; refreshes the status. */
export const useDisableTwoFactor = mutationHook(DisableTwoFactorDocument, 'disableTwoFactor', 'Two-factor sign-in was not turned off', {
  refetchQueries: ['MyTwoFactor'],
  awaitRefetchQueries: true,
});

/** A passkey ceremony's options (never cached: each challenge is used once). */
export const usePasskeyRegistrationOptions = mutationHook(PasskeyRegistrationOptionsDocument, 'passkeyRegistrationOptions', 'No passkey options were issued', {
  fetchPolicy: 'no-cache',
});

/** Keeps the new passkey; refreshes the list and the status. */
export const useRegisterPasskey = mutationHook(RegisterPasskeyDocument, 'registerPasskey', 'The passkey was not added', {
  refetchQueries: ['MyPasskeys', 'MyTwoFactor'],
  awaitRefetchQueries: true,
});

/** Removes a passkey; refreshes the list and the status. */
export const useDeletePasskey = mutationHook(DeletePasskeyDocument, 'deletePasskey', 'The passkey was not removed', {
  refetchQueries: ['MyPasskeys', 'MyTwoFactor'],
  awaitRefetchQueries: true,
});
