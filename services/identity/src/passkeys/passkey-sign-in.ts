import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { badInput, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { IdentityDeps } from '../identity-deps.ts';
import { recordSignIn } from '../audit/identity-audit.ts';
import { startSession, type IssuedSession, type SessionClient } from '../sessions/start-session.ts';
import { limitedPerAddress } from '../two-factor/second-step-limit.ts';
import { toPublicUser } from '../users/public-user.ts';
import { findUserById } from '../users/user-repository.ts';
import { PASSKEY_REFUSED } from './passkey-registration.ts';
import { findPasskeyByCredentialId, recordPasskeyUse } from './passkey-repository.ts';
import { ceremonySchema, parseCredentialResponse } from './passkey-schemas.ts';
import { relyingParty } from './relying-party.ts';
import { keepChallenge, takeChallenge } from './webauthn-challenges.ts';

const CEREMONY_GONE = 'This passkey sign-in has expired. Please try again.';

/** Options for "Sign in with a passkey": no user named (the passkey is discoverable), user verification required. */
export async function passkeySignInOptions(deps: IdentityDeps): Promise<{ ceremonyId: string; options: unknown }> {
  const { rpID } = relyingParty(deps.settings.publicUrl);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', allowCredentials: [] });
  const ceremonyId = await keepChallenge(deps.db, 'authenticate', options.challenge, null);
  return { ceremonyId, options };
}

/**
 * A passkey verified with the user's PIN or biometrics is both factors: the session it starts
 * counts as made with a second factor. A signature counter that goes backwards (a cloned
 * authenticator) is refused.
 */
export async function signInWithPasskey(deps: IdentityDeps, rawInput: unknown, client: SessionClient): Promise<{ user: PublicUser; session: IssuedSession }> {
  return limitedPerAddress(deps, client.ip, () => verifyPasskeySignIn(deps, rawInput, client));
}

async function verifyPasskeySignIn(deps: IdentityDeps, rawInput: unknown, client: SessionClient): Promise<{ user: PublicUser; session: IssuedSession }> {
  const input = ceremonySchema.parse(rawInput);
  const response = parseCredentialResponse<AuthenticationResponseJSON>(input.response);
  const expectedChallenge = await takeChallenge(deps.db, input.ceremonyId, 'authenticate', null);
  if (!expectedChallenge) throw badInput(CEREMONY_GONE);
  const passkey = await findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey) throw unauthenticated('This passkey is not registered here');
  const { rpID, origin } = relyingParty(deps.settings.publicUrl);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.signCount,
      transports: passkey.transports as never,
    },
  }).catch(() => null);
  if (!verification?.verified) throw unauthenticated(PASSKEY_REFUSED);
  const user = await findUserById(deps.db, passkey.userId);
  if (!user) throw unauthenticated(PASSKEY_REFUSED);
  return deps.db.transaction(async (tx) => {
    await recordPasskeyUse(tx, passkey.id, verification.authenticationInfo.newCounter);
    const session = await startSession(tx, deps.settings.privateKey, user.id, false, { secondFactor: true, client });
    await recordSignIn(tx, user);
    return { user: toPublicUser(user), session };
  });
}
