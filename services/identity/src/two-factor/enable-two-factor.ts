import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, conflict } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { markSessionSecondFactor } from '../sessions/session-second-factor.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { openSecret } from './secret-box.ts';
import { ALREADY_ON } from './set-up-two-factor.ts';
import { acceptedTimeStep } from './totp.ts';
import { lockTwoFactor, replaceRecoveryCodes, updateTwoFactor } from './two-factor-repository.ts';
import { enableTwoFactorSchema } from '@lunchbox/domain/two-factor-schemas';
import { now } from '@lunchbox/kit/process/clock';

const NO_SETUP = 'Start the two-factor setup first';
const CODE_NOT_RIGHT = 'That code is not right. Check the time on your phone and enter the code your app shows now.';

/**
 * The first right code from the app turns two-factor on and proves the factor in this session;
 * the ten recovery codes are answered once, and only their hashes are kept.
 */
export async function enableTwoFactor(deps: IdentityDeps, caller: Caller | null, rawInput: unknown): Promise<string[]> {
  const { userId, sessionId } = requireCaller(caller);
  const { code } = enableTwoFactorSchema.parse(rawInput);
  const codes = newRecoveryCodes();
  await deps.transactionWithEvents(async (tx) => {
    const row = await lockTwoFactor(tx, userId);
    if (!row) throw badInput(NO_SETUP);
    if (row.enabledAt) throw conflict(ALREADY_ON);
    const step = await acceptedTimeStep(openSecret(deps.settings.twoFactorKey, row.sealedSecret), code, null);
    if (step === null) throw badInput(CODE_NOT_RIGHT);
    await updateTwoFactor(tx, userId, { enabledAt: now(), lastTimeStep: step, failedAttempts: 0, lockedUntil: null });
    await replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    await markSessionSecondFactor(tx, userId, sessionId);
  });
  return codes;
}
