import { z } from 'zod';

// Issue 30: the two-factor and passkey forms, validated the same by identity, the REST paths and the web app.

/** Six digits as an authenticator app shows them; spaces typed in the middle are forgiven. */
export const totpCode = z
  .string({ message: 'Enter the 6-digit code from your authenticator app' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

export const recoveryCode = z
  .string({ message: 'Enter a recovery code' })
  .trim()
  .regex(/^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/, 'Enter a recovery code as it was shown (xxxxx-xxxxx)');

export const enableTwoFactorSchema = z.object({ code: totpCode });

/** A second factor: a code from the app or one of the recovery codes, exactly one of them. */
const secondFactorFields = {
  code: totpCode.optional(),
  recoveryCode: recoveryCode.optional(),
};

function oneFactor(value: { code?: string; recoveryCode?: string }, ctx: z.RefinementCtx): void {
  if ((value.code === undefined) === (value.recoveryCode === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter either the code from your authenticator app or a recovery code' });
  }
}

export const twoFactorSignInSchema = z
  .object({ challengeId: z.string({ message: 'challengeId is required' }).uuid('Invalid or expired sign-in challenge'), ...secondFactorFields })
  .superRefine(oneFactor);

export const disableTwoFactorSchema = z
  .object({ password: z.string({ message: 'Password is required' }).min(1, 'Password is required'), ...secondFactorFields })
  .superRefine(oneFactor);

/** The browser's answer to a passkey ceremony, as the REST paths take it (an object; the graph carries it as JSON text). */
export const passkeyResponseSchema = z.object({
  ceremonyId: z.string({ message: 'ceremonyId is required' }).uuid('Invalid or expired passkey request'),
  response: z.record(z.string(), z.unknown(), { message: 'response is required' }),
  name: z.string().trim().max(60, 'Passkey name: at most 60 characters').optional(),
});

export type SecondFactorInput = { code?: string; recoveryCode?: string };

/** The web app's second-step form: one field, the app's code or (switched) a recovery code. */
export const codeFormSchema = z.object({ code: totpCode });
export const recoveryFormSchema = z.object({ recoveryCode });

/** The web app's turn-off form: the password and one field that takes either kind of code (splitFactor tells which). */
export const disableFormSchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
  factor: z.string().trim().min(1, 'Enter a code from your authenticator app or a recovery code'),
});

/** Six digits are the app's code; anything else is taken for a recovery code. */
export function splitFactor(factor: string): SecondFactorInput {
  const compact = factor.replace(/\s/g, '');
  return /^\d{6}$/.test(compact) ? { code: compact } : { recoveryCode: factor.trim() };
}
