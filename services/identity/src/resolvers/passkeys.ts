import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import { announceSession } from '@lunchbox/kit/http/session-headers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { IdentityDeps } from '../identity-deps.ts';
import { listMyPasskeys, removeMyPasskey } from '../passkeys/own-passkeys.ts';
import { passkeyRegistrationOptions, registerPasskey } from '../passkeys/passkey-registration.ts';
import type { PasskeyRow } from '../passkeys/passkey-repository.ts';
import { passkeySignInOptions, signInWithPasskey } from '../passkeys/passkey-sign-in.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

function toPasskey(row: PasskeyRow) {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

const toCeremony = ({ ceremonyId, options }: { ceremonyId: string; options: unknown }) => ({ ceremonyId, optionsJson: JSON.stringify(options) });

export function passkeyQueryResolvers(deps: IdentityDeps) {
  return {
    myPasskeys: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await listMyPasskeys(deps, ctx.caller)).map(toPasskey),
  } satisfies QueryResolvers;
}

export function passkeyMutationResolvers(deps: IdentityDeps) {
  return {
    passkeyRegistrationOptions: async (_: unknown, __: unknown, ctx: SubgraphContext) => toCeremony(await passkeyRegistrationOptions(deps, ctx.caller)),
    registerPasskey: async (_: unknown, args: { input: Record<string, unknown> }, ctx: SubgraphContext) =>
      toPasskey(await registerPasskey(deps, ctx.caller, withoutNulls(args.input))),
    passkeySignInOptions: async () => toCeremony(await passkeySignInOptions(deps)),
    signInWithPasskey: async (_: unknown, args: { input: Record<string, unknown> }, ctx: SubgraphContext) => {
      const { user, session } = await signInWithPasskey(deps, withoutNulls(args.input), { ip: ctx.clientIp, userAgent: ctx.userAgent });
      announceSession(ctx.res, session);
      return user;
    },
    deletePasskey: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
      await removeMyPasskey(deps, ctx.caller, args.id);
      return true;
    },
  } satisfies MutationResolvers;
}
