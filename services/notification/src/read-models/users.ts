import { asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import type { Executor } from '@lunchbox/kit/db/database';
import { clientOf, tableNameOf } from '@lunchbox/kit/db/raw-statements';
import { deletedUsers, knownUsers, orderActivity, type KnownUserRow } from '../db/schema.ts';

export async function isDeletedUser(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx.select({ userId: deletedUsers.userId }).from(deletedUsers).where(eq(deletedUsers.userId, userId));
  return rows.length > 0;
}

/**
 * Keeps the newest profile identity announced (user.registered, user.updated). An older event
 * arriving late changes nothing, and a deleted user stays gone. Returns false when it was ignored
 * because the user is deleted.
 */
export async function saveUserProfile(tx: Executor, user: EventData<'user.registered'>, occurredAt: string): Promise<boolean> {
  if (await isDeletedUser(tx, user.userId)) return false;
  const version = new Date(occurredAt);
  const profile = { username: user.username, fullName: user.fullName, email: user.email, phone: user.phone, language: user.language ?? 'en' };
  await tx
    .insert(knownUsers)
    .values({ userId: user.userId, ...profile, isAdmin: user.isAdmin, profileVersion: version, roleVersion: version })
    .onConflictDoUpdate({
      target: knownUsers.userId,
      set: {
        ...profile,
        profileVersion: version,
        // The profile events carry the role too; a later role change keeps its say.
        isAdmin: sql`case when ${knownUsers.roleVersion} is null or ${knownUsers.roleVersion} <= ${version.toISOString()}::timestamptz then ${user.isAdmin}::boolean else ${knownUsers.isAdmin} end`,
        roleVersion: sql`greatest(${knownUsers.roleVersion}, ${version.toISOString()}::timestamptz)`,
      },
      setWhere: sql`${knownUsers.profileVersion} is null or ${knownUsers.profileVersion} <= ${version.toISOString()}::timestamptz`,
    });
  return true;
}

/** user.role_changed carries only the role; a user not known yet gets an empty profile until theirs arrives. */
export async function saveUserRole(tx: Executor, change: EventData<'user.role_changed'>, occurredAt: string): Promise<void> {
  if (await isDeletedUser(tx, change.userId)) return;
  const version = new Date(occurredAt);
  await tx
    .insert(knownUsers)
    .values({ userId: change.userId, isAdmin: change.isAdmin, roleVersion: version })
    .onConflictDoUpdate({
      target: knownUsers.userId,
      set: { isAdmin: change.isAdmin, roleVersion: version },
      setWhere: sql`${knownUsers.roleVersion} is null or ${knownUsers.roleVersion} <= ${version.toISOString()}::timestamptz`,
    });
}

/** Forgets the user's row and order activity and remembers them as deleted, so no late event brings them back. */
export async function forgetUser(tx: Executor, userId: number, at: Date): Promise<void> {
  await tx.delete(knownUsers).where(eq(knownUsers.userId, userId));
  await tx.delete(orderActivity).where(eq(orderActivity.userId, userId));
  await tx.insert(deletedUsers).values({ userId, deletedAt: at }).onConflictDoNothing();
}

export async function findKnownUser(tx: Executor, userId: number): Promise<KnownUserRow | null> {
  const [row] = await tx.select().from(knownUsers).where(eq(knownUsers.userId, userId));
  return row ?? null;
}

export async function findKnownUsers(tx: Executor, userIds: number[]): Promise<KnownUserRow[]> {
  if (userIds.length === 0) return [];
  return tx.select().from(knownUsers).where(inArray(knownUsers.userId, userIds));
}

/** The name shown for a user: their full name, else their username. */
export function displayName(user: Pick<KnownUserRow, 'fullName' | 'username'>): string {
  return user.fullName.trim() || user.username;
}

/** Every user with an e-mail address ('all_users'), oldest account first. */
export async function usersWithEmail(tx: Executor): Promise<KnownUserRow[]> {
  return tx.select().from(knownUsers).where(ne(knownUsers.email, '')).orderBy(asc(knownUsers.userId));
}

/** Every user with a phone number (WhatsApp's 'all_users'). */
export async function usersWithPhone(tx: Executor): Promise<KnownUserRow[]> {
  return tx.select().from(knownUsers).where(ne(knownUsers.phone, '')).orderBy(asc(knownUsers.userId));
}

/**
 * 'active_users': everyone who placed an order since the given instant. Placing an order makes one
 * a parent, so an administrator who orders lunches for their own children counts too.
 */
export async function activeUsers(tx: Executor, since: Date): Promise<KnownUserRow[]> {
  const rows = await tx
    .select({ user: knownUsers })
    .from(knownUsers)
    .innerJoin(orderActivity, eq(orderActivity.userId, knownUsers.userId))
    .where(gte(orderActivity.lastOrderedAt, since))
    .orderBy(asc(knownUsers.userId));
  return rows.map((row) => row.user);
}

// The language an e-mail is written in: the reader's profile's, English until identity has told us.

/**
 * The language to write to a user in, or null once they are deleted (their address is no longer
 * ours to write to): one query, a named prepared statement, on every event e-mail's path.
 */
export async function languageOfLiveUser(tx: Executor, userId: number): Promise<'en' | 'es' | null> {
  const { rows } = await clientOf(tx).query<{ deleted: boolean; language: 'en' | 'es' | null }>({ ...LIVE_USER_LANGUAGE, values: [userId] });
  const row = rows[0];
  if (!row || row.deleted) return null;
  return row.language ?? 'en';
}

const LIVE_USER_LANGUAGE = {
  name: 'notification_live_user_language',
  text: `select exists (select 1 from ${tableNameOf(deletedUsers)} where user_id = $1) as deleted,
                (select language from ${tableNameOf(knownUsers)} where user_id = $1) as language`,
};

/** The language to write to a user in (a profile not known yet reads English). */
export async function languageOfUser(tx: Executor, userId: number): Promise<'en' | 'es'> {
  const [row] = await tx.select({ language: knownUsers.language }).from(knownUsers).where(eq(knownUsers.userId, userId));
  return row?.language ?? 'en';
}

/** The language of each address a known user has (lower-cased); an address nobody has reads English. */
export async function languagesOfAddresses(tx: Executor, addresses: string[]): Promise<Map<string, 'en' | 'es'>> {
  if (addresses.length === 0) return new Map();
  const rows = await tx
    .select({ email: knownUsers.email, language: knownUsers.language })
    .from(knownUsers)
    .where(inArray(sql`lower(${knownUsers.email})`, [...new Set(addresses.map((address) => address.toLowerCase()))]));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.language]));
}
