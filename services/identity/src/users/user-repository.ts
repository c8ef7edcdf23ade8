import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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

/** Another user than `userId` holding the username or the e-mail address, whatever their case. */
export async function findNameOrEmailHolder(db: Executor, names: { username: string; email: string }, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      sql`(lower(${users.username}) = ${names.username.toLowerCase()} or lower(${users.email}) = ${names.email.toLowerCase()}) and ${users.id} <> ${userId}`,
    );
  return row;
}

export async function listAllUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export async function countAllUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** `text` as a LIKE pattern matching itself anywhere: its own % and _ (and the escape) taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The users whose full name, username, e-mail or phone holds every word, in any case (all users for none). */
function holdingEveryWord(words: readonly string[]): SQL | undefined {
  return and(...words.map((word) => or(...[users.fullName, users.username, users.email, users.phone].map((column) => ilike(column, containing(word))))));
}

/** One page of the users holding every word (see holdingEveryWord), by id. */
export async function listUsersHolding(db: Executor, words: readonly string[], page: { offset: number; limit: number }): Promise<UserRow[]> {
  return db.select().from(users).where(holdingEveryWord(words)).orderBy(asc(users.id)).offset(page.offset).limit(page.limit);
}

export async function countUsersHolding(db: Executor, words: readonly string[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(holdingEveryWord(words));
  return row?.total ?? 0;
}

export async function countAdministrators(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.total ?? 0;
}

/** The user, locked until the transaction ends. */
export async function lockUser(tx: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Every administrator, locked: two demotions at once then cannot both see another administrator left. */
export async function lockAdministrators(tx: Transaction): Promise<{ id: number }[]> {
  return tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
}

/** Inserts the user; undefined when `ifAbsent` and the name or address is already taken. */
export async function insertUser(db: Executor, values: NewUserRow, options: { ifAbsent?: boolean } = {}): Promise<UserRow | undefined> {
  const insert = db.insert(users).values(values);
  const [row] = await (options.ifAbsent ? insert.onConflictDoNothing() : insert).returning();
  return row;
}

export async function updateUser(db: Executor, id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Removes the user; children, sessions and reset tokens go with it (the foreign keys cascade). */
export async function deleteUserRow(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
