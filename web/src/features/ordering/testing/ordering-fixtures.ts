import type { CurrentUser } from '../../../lib/current-user.ts';

/** The signed-in parent of the ordering screens' tests. */
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

/** Their one child, as the order form's children query answers it. */
export const TEST_CHILD = {
  __typename: 'ChildProfile',
  id: 7,
  name: 'Maya',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 12',
  allergies: [],
  diets: [],
  confirmedDiets: [],
};
