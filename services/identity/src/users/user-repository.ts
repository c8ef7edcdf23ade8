import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '@lunchbox/kit/db';
import type { Transaction } from '@lunchbox/kit/inbox';
import type { PublicUser } from '@lunchbox/contracts/users';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Transaction;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    isAdmin: row.isAdmin,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's fields as the user.registered and user.updated events carry them. */
export function toUserEventData(row: UserRow) {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    isAdmin: row.isAdmin,
    language: row.language,
  };
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

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}
