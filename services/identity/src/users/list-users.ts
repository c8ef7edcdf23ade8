import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { listChildrenOfUsers, type ChildRow } from '../children/child-repository.ts';
import { countUserSummary, type UserSummary } from './count-users.ts';
import { toPublicUser } from './public-user.ts';
import { countUsersHolding, listAllUsers, listUsersHolding } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/** The admin Users screen: every account. */
export async function listUsers(deps: IdentityDeps, caller: Caller | null): Promise<PublicUser[]> {
  requireAdmin(caller);
  return (await listAllUsers(deps.db)).map(toPublicUser);
}

/** The largest page the Users tab offers (its choices are 10, 25, 50 and 100 rows). */
export const MOST_USERS_PER_PAGE = 100;

export const userPageSchema = z.object({
  search: z
    .string()
    .max(200, 'The search is at most 200 characters')
    .nullish()
    .transform((text) => (text ?? '').trim().split(/\s+/).filter(Boolean)),
  offset: z.number().int().min(0, 'The offset is 0 or more').nullish().transform((offset) => offset ?? 0),
  limit: z
    .number()
    .int()
    .min(1, 'The limit is 1 or more')
    .max(MOST_USERS_PER_PAGE, `The limit is at most ${MOST_USERS_PER_PAGE}`)
    .nullish()
    .transform((limit) => limit ?? 10),
});

export interface UserPage extends UserSummary {
  users: PublicUser[];
  /** The children of the page's users. */
  childProfiles: ChildRow[];
  /** How many users the search finds, on every page. */
  found: number;
}

/**
 * The admin Users tab's table, a page at a time (issue 34): a school's 2,000 users are searched
 * and counted by the database, and the browser gets the rows it shows, their children and the
 * tab's summary.
 */
export async function listUserPage(deps: IdentityDeps, caller: Caller | null, rawInput: unknown): Promise<UserPage> {
  requireAdmin(caller);
  const { search: words, offset, limit } = userPageSchema.parse(rawInput);
  const [rows, found, summary] = await Promise.all([
    listUsersHolding(deps.db, words, { offset, limit }),
    countUsersHolding(deps.db, words),
    countUserSummary(deps),
  ]);
  const childProfiles = await listChildrenOfUsers(
    deps.db,
    rows.map((row) => row.id),
  );
  return { users: rows.map(toPublicUser), childProfiles, found, ...summary };
}
