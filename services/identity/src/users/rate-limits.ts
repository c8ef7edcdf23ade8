import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { keyedMessage } from '@lunchbox/domain/i18n/message-keys';
import { AppError } from '@lunchbox/kit/errors/app-error';

export interface RateLimits {
  failedLogins: RateLimiterMemory;
  registrations: RateLimiterMemory;
  /** Refused second steps and passkey sign-ins per address (two-factor/second-step-limit.ts). */
  failedSecondSteps: RateLimiterMemory;
}

export function createRateLimits(settings: { loginRateLimit: number; registerRateLimit: number }): RateLimits {
  return {
    failedLogins: new RateLimiterMemory({ keyPrefix: 'login', points: settings.loginRateLimit, duration: 15 * 60 }),
    registrations: new RateLimiterMemory({ keyPrefix: 'register', points: settings.registerRateLimit, duration: 60 * 60 }),
    failedSecondSteps: new RateLimiterMemory({ keyPrefix: 'second-step', points: settings.loginRateLimit, duration: 15 * 60 }),
  };
}

function tooMany(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const english = `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new AppError('TOO_MANY_REQUESTS', keyedMessage(minutes === 1 ? 'tooManyAttemptsMinute' : 'tooManyAttemptsMinutes', { minutes }, english));
}

/** Refuses when the key has no points left, without spending one. */
export async function assertNotLimited(limiter: RateLimiterMemory, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.remainingPoints <= 0) throw tooMany(state.msBeforeNext);
}

export async function spend(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext);
    throw rejection;
  }
}
