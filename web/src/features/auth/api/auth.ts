import {
  CreateCaptchaDocument,
  CompleteTwoFactorSignInDocument,
  PasskeySignInOptionsDocument,
  SignInDocument,
  SignInWithPasskeyDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  type CreateCaptchaMutation,
} from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

export type Captcha = CreateCaptchaMutation['createCaptcha'];

/**
 * The password step; the gateway sets the session cookie when it answers the user. With two-factor
 * on it answers a challenge instead, for useCompleteTwoFactorSignIn. The caller then starts the
 * session (clears the cache).
 */
export const useSignIn = mutationHook(SignInDocument, 'signIn', 'Sign-in answered nothing');

/** The second step: the challenge and a code; answers the user (the cookie is set). Touches no cached data until the session starts. */
export const useCompleteTwoFactorSignIn = mutationHook(
  CompleteTwoFactorSignInDocument,
  'completeTwoFactorSignIn',
  'Two-factor sign-in answered without a user',
);

/** A passkey ceremony's options (never cached: each challenge is used once). */
export const usePasskeySignInOptions = mutationHook(PasskeySignInOptionsDocument, 'passkeySignInOptions', 'No passkey options were issued', {
  fetchPolicy: 'no-cache',
});

/** Signs in with the passkey's answer; the gateway sets the session cookie. */
export const useSignInWithPasskey = mutationHook(SignInWithPasskeyDocument, 'signInWithPasskey', 'Passkey sign-in answered without a user');

/** Creates the account and signs it in. The caller then starts the session (clears the cache). */
export const useRegister = mutationHook(RegisterDocument, 'register', 'Registration answered without a user');

/** Issues a new captcha challenge (the server keeps the answer). Touches no cached data. */
export const useCreateCaptcha = mutationHook(CreateCaptchaDocument, 'createCaptcha', 'No captcha was issued', { fetchPolicy: 'no-cache' });

/** Asks for a reset e-mail. The answer is the same whether or not the address is known. Touches no cached data. */
export const useRequestPasswordReset = mutationHook(RequestPasswordResetDocument, 'requestPasswordReset', 'The reset e-mail was not requested');

/** Sets a new password with an e-mailed token. Touches no cached data (the user is signed out). */
export const useResetPassword = mutationHook(ResetPasswordDocument, 'resetPassword', 'The password was not reset');
