import { registerSchema } from '@lunchbox/domain/identity-schemas';
import { isUniqueViolation } from '@lunchbox/kit/db/database';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { consumeCaptcha } from '../captcha/consume-captcha.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { startSession, type IssuedSession } from '../sessions/start-session.ts';
import { hashPassword } from './password-hash.ts';
import { toPublicUser, toUserEventData } from './public-user.ts';
import { spend } from './rate-limits.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './user-messages.ts';
import { findUserByEmail, findUserByUsername, insertUser } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

export const CAPTCHA_MISMATCH = 'Verification Failed: Please enter the correct CAPTCHA text.';

/** Registration signs the new parent in, as the spec's client expects. */
export async function registerParent(
  deps: IdentityDeps,
  rawInput: unknown,
  clientIp: string,
  userAgent: string | null = null,
): Promise<{ user: PublicUser; session: IssuedSession }> {
  const input = registerSchema.parse(rawInput);
  await spend(deps.rateLimits.registrations, clientIp);

  // The captcha is spent before anything else is looked at, so a bot cannot probe names with one challenge.
  const captchaOk = await consumeCaptcha(deps.db, input.captchaId, input.captchaAnswer);
  if (!captchaOk) throw new AppError('BAD_USER_INPUT', CAPTCHA_MISMATCH, { details: { captcha: true }, values: { field: 'captcha' } });

  if (await findUserByUsername(deps.db, input.username)) throw new AppError('USERNAME_TAKEN', USERNAME_TAKEN);
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);

  const passwordHash = await hashPassword(input.password);
  let created;
  try {
    created = await deps.transactionWithEvents(async (tx) => {
      const row = await insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        phone: input.phone,
        language: input.language ?? 'en',
      });
      if (!row) throw new AppError('INTERNAL_SERVER_ERROR', 'user insert returned nothing');
      await tx.recordEvent('user.registered', toUserEventData(row));
      return row;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser hears why.
    if (isUniqueViolation(error))
      throw (await findUserByEmail(deps.db, input.email)) ? new AppError('EMAIL_TAKEN', EMAIL_TAKEN) : new AppError('USERNAME_TAKEN', USERNAME_TAKEN);
    throw error;
  }
  const session = await startSession(deps.db, deps.settings.privateKey, created.id, false, { client: { ip: clientIp, userAgent } });
  return { user: toPublicUser(created), session };
}
