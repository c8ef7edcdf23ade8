import { AppError, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { Executor } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { hashRecoveryCode } from './recovery-codes.ts';
import { openSecret } from './secret-box.ts';
import { acceptedTimeStep } from './totp.ts';
import type { SecondFactorInput } from '@lunchbox/domain/two-factor-schemas';
import { lockTwoFactor, updateTwoFactor, useRecoveryCode } from './two-factor-repository.ts';

export const WRONG_CODE = 'Invalid two-factor code';
const LOCKED = 'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.';
const MAX_WRONG = 5;
const LOCK_MS = 15 * 60 * 1000;

export type SecondFactorOutcome = 'accepted' | 'wrong' | 'locked';

/**
 * Checks a code from the authenticator app (each time step once) or an unused recovery code
 * (spent here), inside the caller's transaction with the user's two-factor row locked. Wrong codes
 * in a row are counted: the fifth locks the account's second step for 15 minutes. The caller
 * commits and then refuses with `refusalFor`, so the count survives the refusal.
 */
export async function checkSecondFactor(tx: Executor, key: Buffer, userId: number, input: SecondFactorInput): Promise<SecondFactorOutcome> {
  const row = await lockTwoFactor(tx, userId);
  if (!row?.enabledAt) return 'wrong';
  const at = now();
  if (row.lockedUntil && row.lockedUntil > at) return 'locked';
  let accepted = false;
  if (input.code !== undefined) {
    const step = await acceptedTimeStep(openSecret(key, row.sealedSecret), input.code, row.lastTimeStep);
    if (step !== null) {
      accepted = true;
      await updateTwoFactor(tx, userId, { lastTimeStep: step, failedAttempts: 0 });
    }
  } else if (input.recoveryCode !== undefined) {
    accepted = await useRecoveryCode(tx, userId, hashRecoveryCode(input.recoveryCode), at);
    if (accepted) await updateTwoFactor(tx, userId, { failedAttempts: 0 });
  }
  if (accepted) return 'accepted';
  const failedAttempts = row.failedAttempts + 1;
  if (failedAttempts >= MAX_WRONG) {
    await updateTwoFactor(tx, userId, { failedAttempts: 0, lockedUntil: new Date(at.getTime() + LOCK_MS) });
    return 'locked';
  }
  await updateTwoFactor(tx, userId, { failedAttempts });
  return 'wrong';
}

export function refusalFor(outcome: Exclude<SecondFactorOutcome, 'accepted'>): AppError {
  return outcome === 'locked' ? new AppError('TOO_MANY_REQUESTS', LOCKED) : unauthenticated(WRONG_CODE);
}
