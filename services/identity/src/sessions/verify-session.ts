import { signAccessToken } from '@lunchbox/kit/auth/tokens';
import { roleFromLegacy } from '@lunchbox/domain/user-roles';
import type { Executor } from '@lunchbox/kit/db/database';
import { toPublicUser } from '../users/public-user.ts';
import { confirmLiveSession } from './session-repository.ts';
import { sessionIdOf } from './session-token.ts';
import type { VerifiedSession } from '@lunchbox/contracts/users';

/**
 * A cookie is good only while its session row is live: logout, a password reset or deleting the
 * user ends it on the server, so a copied cookie stops working at once. The access token says
 * whether the session has a second factor and, under REQUIRE_ADMIN_2FA, that an administrator
 * without one may not act as one (every service enforces it from the token). Each confirmation
 * also moves the session's lastSeenAt ("Where you're signed in").
 */
export async function verifySession(
  db: Executor,
  settings: { publicKey: string; privateKey: string; requireAdminTwoFactor: boolean },
  token: string,
): Promise<VerifiedSession | null> {
  const sessionId = sessionIdOf(settings.publicKey, token);
  if (!sessionId) return null;
  // The gateway asks only when its cached confirmation runs out (every few minutes), so its lastSeenAt write is no write per request.
  const live = await confirmLiveSession(db, sessionId);
  if (!live) return null;
  const user = toPublicUser(live.user);
  const { secondFactor } = live;
  // Staff see children's names, allergies and diets, so kitchen and school office need the second factor as administrators do (docs/roles.md).
  const twoFactorMissing = settings.requireAdminTwoFactor && user.role !== 'parent' && !secondFactor;
  return {
    user,
    accessToken: signAccessToken(
      {
        userId: user.id,
        username: user.username,
        isAdmin: user.isAdmin,
        role: roleFromLegacy(user.role, user.isAdmin),
        schoolId: user.schoolId,
        sessionId,
        secondFactor,
        twoFactorMissing,
      },
      settings.privateKey,
    ),
  };
}
