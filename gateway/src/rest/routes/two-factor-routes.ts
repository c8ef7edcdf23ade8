import { z } from 'zod';
import { disableTwoFactorSchema, enableTwoFactorSchema, passkeyResponseSchema, twoFactorSignInSchema } from '@lunchbox/domain/two-factor-schemas';
import { messageShape, selectionOf, userShape } from '../answer-shapes.ts';
import type { RouteInput } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';
import { deletedById } from './route-parts.ts';

const USER = selectionOf(userShape);

const twoFactorStatusShape = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  requiredForAdmins: z.boolean().describe('REQUIRE_ADMIN_2FA is on'),
  setupRequired: z.boolean().describe('The caller is an administrator whose session may not act as one until it has a second factor'),
});

const passkeyShape = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });

const ceremonyShape = z.object({
  ceremonyId: z.string().describe('Sent back with the browser response; valid for 5 minutes, once'),
  options: z.record(z.string(), z.unknown()).describe("The PublicKeyCredential options (@simplewebauthn/browser's optionsJSON)"),
});

/** The browser's credential travels through the graph as JSON text; anything but an object goes as it is, for the service to refuse. */
function ceremonyVariables(input: RouteInput, fields: readonly string[]) {
  const { response, ...rest } = input.pick(['response', ...fields]);
  return { input: { ...rest, response: response && typeof response === 'object' ? JSON.stringify(response) : response } };
}

const asCeremony = (ceremony: { ceremonyId: string; optionsJson: string }) => ({
  ceremonyId: ceremony.ceremonyId,
  options: JSON.parse(ceremony.optionsJson) as unknown,
});

const twoFactor: RestRoute[] = [
  {
    method: 'POST',
    path: '/login/2fa',
    summary: 'Complete a two-factor sign-in with a code or a recovery code; sets the session cookie',
    tag: 'Two-factor',
    access: 'anyone',
    operation: `mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) { completeTwoFactorSignIn(input: $input) { ${USER} } }`,
    variables: (input) => ({ input: input.pick(['challengeId', 'code', 'recoveryCode']) }),
    body: twoFactorSignInSchema,
    validateFirst: true,
    response: userShape,
  },
  {
    method: 'GET',
    path: '/2fa',
    summary: "The caller's second factors and whether the admin area needs one first",
    tag: 'Two-factor',
    access: 'signed-in parent',
    operation: 'query MyTwoFactor { myTwoFactor { enabled recoveryCodesLeft passkeys requiredForAdmins setupRequired } }',
    response: twoFactorStatusShape,
  },
  {
    method: 'POST',
    path: '/2fa/setup',
    summary: 'Start turning on two-factor sign-in: a new secret and its QR code (SVG), pending until enabled',
    tag: 'Two-factor',
    access: 'signed-in parent',
    operation: 'mutation SetUpTwoFactor { setUpTwoFactor { otpauthUrl secret qrSvg } }',
    response: z.object({ otpauthUrl: z.string(), secret: z.string(), qrSvg: z.string() }),
  },
  {
    method: 'POST',
    path: '/2fa/enable',
    summary: 'Turn two-factor sign-in on with the first code from the app; answers ten single-use recovery codes, shown once',
    tag: 'Two-factor',
    access: 'signed-in parent',
    operation: 'mutation EnableTwoFactor($code: String) { enableTwoFactor(code: $code) }',
    variables: (input) => ({ code: input.body.code }),
    answer: (data) => ({ recoveryCodes: data.enableTwoFactor }),
    body: enableTwoFactorSchema,
    validateFirst: true,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  },
  {
    method: 'POST',
    path: '/2fa/disable',
    summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
    tag: 'Two-factor',
    access: 'signed-in parent',
    operation: 'mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) }',
    variables: (input) => ({ input: input.pick(['password', 'code', 'recoveryCode']) }),
    answer: () => ({ message: 'Two-factor sign-in is off' }),
    body: disableTwoFactorSchema,
    validateFirst: true,
    response: messageShape,
  },
  {
    method: 'POST',
    path: '/admin/users/:id/2fa/reset',
    summary: "Remove another user's two-factor secret, recovery codes and passkeys (never one's own)",
    tag: 'Two-factor',
    access: 'administrator',
    operation: 'mutation ResetUserTwoFactor($id: Int!) { resetUserTwoFactor(id: $id) }',
    variables: (input) => ({ id: input.id() }),
    answer: () => ({ message: 'Two-factor sign-in has been reset' }),
    response: messageShape,
  },
];

const passkeys: RestRoute[] = [
  {
    method: 'GET',
    path: '/passkeys',
    summary: "The caller's passkeys",
    tag: 'Passkeys',
    access: 'signed-in parent',
    operation: 'query MyPasskeys { myPasskeys { id name createdAt lastUsedAt } }',
    response: z.array(passkeyShape),
  },
  {
    method: 'DELETE',
    path: '/passkeys/:id',
    summary: 'Remove one of the caller’s passkeys',
    tag: 'Passkeys',
    access: 'signed-in parent',
    operation: 'mutation DeletePasskey($id: Int!) { deletePasskey(id: $id) }',
    ...deletedById(),
  },
  {
    method: 'POST',
    path: '/passkeys/registration/options',
    summary: 'Options for adding a passkey (discoverable, user verification required)',
    tag: 'Passkeys',
    access: 'signed-in parent',
    operation: 'mutation PasskeyRegistrationOptions { passkeyRegistrationOptions { ceremonyId optionsJson } }',
    answer: (data) => asCeremony(data.passkeyRegistrationOptions),
    response: ceremonyShape,
  },
  {
    method: 'POST',
    path: '/passkeys/registration/verify',
    summary: 'Keep the passkey the browser made',
    tag: 'Passkeys',
    access: 'signed-in parent',
    operation: 'mutation RegisterPasskey($input: PasskeyResponseInput!) { registerPasskey(input: $input) { id name createdAt lastUsedAt } }',
    variables: (input) => ceremonyVariables(input, ['ceremonyId', 'name']),
    status: 201,
    body: passkeyResponseSchema,
    validateFirst: true,
    response: passkeyShape,
  },
  {
    method: 'POST',
    path: '/passkeys/authentication/options',
    summary: 'Options for signing in with a passkey',
    tag: 'Passkeys',
    access: 'anyone',
    operation: 'mutation PasskeySignInOptions { passkeySignInOptions { ceremonyId optionsJson } }',
    answer: (data) => asCeremony(data.passkeySignInOptions),
    response: ceremonyShape,
  },
  {
    method: 'POST',
    path: '/passkeys/authentication/verify',
    summary: 'Sign in with a passkey (both factors); sets the session cookie',
    tag: 'Passkeys',
    access: 'anyone',
    operation: `mutation SignInWithPasskey($input: PasskeyResponseInput!) { signInWithPasskey(input: $input) { ${USER} } }`,
    variables: (input) => ceremonyVariables(input, ['ceremonyId']),
    body: passkeyResponseSchema,
    validateFirst: true,
    response: userShape,
  },
];

/** Issue 30: the second step of signing in, turning two-factor on and off, and passkeys. */
export const twoFactorRoutes: readonly RestRoute[] = [...twoFactor, ...passkeys];
