import type { AdminUser } from '../api/admin-users.ts';

/** The name a user is shown by: the full name, else the username (admin-area.md "Users"). */
export function displayName(user: Pick<AdminUser, 'fullName' | 'username'>): string {
  return user.fullName.trim() || user.username;
}
