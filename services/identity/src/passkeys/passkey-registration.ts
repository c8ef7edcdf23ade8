import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, conflict, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { markSessionSecondFactor } from '../sessions/session-second-factor.ts';
import { findUserById } from '../users/user-repository.ts';
import { findPasskeyByCredentialId, insertPasskey, listPasskeysOf, type PasskeyRow } from './passkey-repository.ts';
import { ceremonySchema, parseCredentialResponse } from './passkey-schemas.ts';
import { relyingParty } from './relying-party.ts';
import { keepChallenge, takeChallenge } from './webauthn-challenges.ts';

export const PASSKEY_REFUSED = 'The passkey could not be verified. Please try again.';
const CEREMONY_GONE = 'This passkey request has expired. Please try again.';

/**
 * What the browser passes to navigator.credentials.create: a discoverable credential with user
 * verification (so the passkey alone signs in, as both factors), none of the user's passkeys again.
 * The user handle is the user's id, which sign-in reads back.
 */
export async function passkeyRegistrationOptions(deps: IdentityDeps, caller: Caller | null): Promise<{ ceremonyId: string; options: unknown }> {
  const { userId } = requireCaller(caller);
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  const { rpID, rpName } = relyingParty(deps.settings.publicUrl);
  const existing = await listPasskeysOf(deps.db, userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.username,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  const ceremonyId = await keepChallenge(deps.db, 'register', options.challenge, userId);
  return { ceremonyId, options };
}

/** The browser's new credential, checked against the challenge this user was given, kept as their passkey. */
export async function registerPasskey(deps: IdentityDeps, caller: Caller | null, rawInput: unknown): Promise<PasskeyRow> {
  const { userId, sessionId } = requireCaller(caller);
  const input = ceremonySchema.parse(rawInput);
  const response = parseCredentialResponse<RegistrationResponseJSON>(input.response);
  const expectedChallenge = await takeChallenge(deps.db, input.ceremonyId, 'register', userId);
  if (!expectedChallenge) throw badInput(CEREMONY_GONE);
  const { rpID, origin } = relyingParty(deps.settings.publicUrl);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badInput(PASSKEY_REFUSED);
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredentialId(deps.db, credential.id)) throw conflict('This passkey is already registered');
  return deps.transactionWithEvents(async (tx) => {
    const count = (await listPasskeysOf(tx, userId)).length;
    const passkey = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name: input.name || `Passkey ${count + 1}`,
    });
    await markSessionSecondFactor(tx, userId, sessionId);
    return passkey;
  });
}
