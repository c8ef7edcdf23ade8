import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db';
import type { PublicUser } from '@lunchbox/contracts/users';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** What anyone shown a user sees of them (never the password hash), in every shape below. */
function userFields(row: UserRow) {
  return {
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    isAdmin: row.isAdmin,
    language: row.language,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, ...userFields(row), createdAt: row.createdAt.toISOString() };
}

/** The user's fields as the user.registered and user.updated events carry them. */
export function toUserEventData(row: UserRow) {
  return { userId: row.id, ...userFields(row) };
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sign-in takes the username or the e-mail address, in any case. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .orderBy(sql`lower(${users.username}) = ${key} desc`)
    .limit(1);
  return row;
}

export const findUserByEmail = (db: Executor, email: string) => findUserWhereSame(db, users.email, email);

export const findUserByUsername = (db: Executor, username: string) => findUserWhereSame(db, users.username, username);

/** Usernames and e-mail addresses are the same whatever their case and surrounding spaces. */
async function findUserWhereSame(db: Executor, column: typeof users.email | typeof users.username, value: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = ${value.trim().toLowerCase()}`);
  return row;
}
