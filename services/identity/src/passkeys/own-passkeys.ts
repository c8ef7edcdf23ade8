import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { deleteOwnPasskey, listPasskeysOf, type PasskeyRow } from './passkey-repository.ts';

/** The caller's passkeys, oldest first, as the profile lists them. */
export async function listMyPasskeys(deps: IdentityDeps, caller: Caller | null): Promise<PasskeyRow[]> {
  return listPasskeysOf(deps.db, requireCaller(caller).userId);
}

/** Removes one of the caller's passkeys; someone else's is answered as not found, as an unknown one is. */
export async function removeMyPasskey(deps: IdentityDeps, caller: Caller | null, id: number): Promise<void> {
  if (!(await deleteOwnPasskey(deps.db, requireCaller(caller).userId, id))) throw notFound('Passkey not found');
}
