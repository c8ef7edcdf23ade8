/**
 * The roles a user holds (issue 31 §3, docs/roles.md). `isAdmin` stays true exactly for `admin`,
 * so the specification's shapes hold; `school_office` is bound to one school.
 */
export const USER_ROLES = ['parent', 'admin', 'kitchen', 'school_office'] as const;

export type UserRole = (typeof USER_ROLES)[number];

/** Staff who are not administrators: they see the kitchen's or one school's pages and nothing else. */
export const STAFF_ROLES: readonly UserRole[] = ['kitchen', 'school_office'];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Tokens and rows from before roles (the previous release) carry only isAdmin. */
export function roleFromLegacy(role: unknown, isAdmin: boolean): UserRole {
  if (isUserRole(role)) return role;
  return isAdmin ? 'admin' : 'parent';
}
