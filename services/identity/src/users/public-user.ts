import type { PublicUser } from '@lunchbox/contracts/users';
import type { UserRow } from './user-repository.ts';

/** What anyone shown a user sees of them (never the password hash), in every shape below. */
function userFields(row: UserRow) {
  return {
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    isAdmin: row.role === 'admin',
    role: row.role,
    schoolId: row.role === 'school_office' ? row.schoolId : null,
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
