import type { CurrentUser } from '../lib/current-user.ts';

/** The signed-in parent of the screens' tests. */
export const TEST_PARENT: CurrentUser = {
  id: 42,
  username: 'parent42',
  email: 'parent@example.org',
  fullName: 'Pat Parent',
  phone: '555-123-4567',
  isAdmin: false,
  role: 'parent',
  schoolId: null,
  language: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
};
