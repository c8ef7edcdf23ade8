import { AppError } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { assertNotLimited, spend } from '../users/rate-limits.ts';

const COUNTED = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT']);

/**
 * The second sign-in step and the passkey sign-in get the password step's budget per address
 * (LOGIN_RATE_LIMIT refusals in 15 minutes): the per-account lock stops guessing one account's
 * codes, this stops one address trying codes, challenges or passkey answers across many accounts.
 * A refusal counts; a sign-in that succeeds neither counts nor clears the budget.
 */
export async function limitedPerAddress<T>(deps: IdentityDeps, clientIp: string, attempt: () => Promise<T>): Promise<T> {
  await assertNotLimited(deps.rateLimits.failedSecondSteps, clientIp);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && COUNTED.has(error.code)) await spend(deps.rateLimits.failedSecondSteps, clientIp);
    throw error;
  }
}
