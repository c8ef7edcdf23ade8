import {
  CreateCaptchaDocument,
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  type CreateCaptchaMutation,
} from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

export type Captcha = CreateCaptchaMutation['createCaptcha'];

/** Signs in; the gateway sets the session cookie. The caller then starts the session (clears the cache). */
export const useLogin = mutationHook(LoginDocument, 'login', 'Login answered without a user');

/** Creates the account and signs it in. The caller then starts the session (clears the cache). */
export const useRegister = mutationHook(RegisterDocument, 'register', 'Registration answered without a user');

/** Issues a new captcha challenge (the server keeps the answer). Touches no cached data. */
export const useCreateCaptcha = mutationHook(CreateCaptchaDocument, 'createCaptcha', 'No captcha was issued', { fetchPolicy: 'no-cache' });

/** Asks for a reset e-mail. The answer is the same whether or not the address is known. Touches no cached data. */
export const useRequestPasswordReset = mutationHook(RequestPasswordResetDocument, 'requestPasswordReset', 'The reset e-mail was not requested');

/** Sets a new password with an e-mailed token. Touches no cached data (the user is signed out). */
export const useResetPassword = mutationHook(ResetPasswordDocument, 'resetPassword', 'The password was not reset');
