import { z } from 'zod';
import { adminStatsShape, childShape, selectionOf, userShape } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';
import { deletedById } from './route-parts.ts';

const USER = selectionOf(userShape);
const CHILD = selectionOf(childShape);

/** The Users and Overview tabs of the admin dashboard (admin-area.md sections 2 and 7). */
export const adminRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    summary: 'Every user',
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminUsers { adminUsers { ${USER} } }`,
    response: z.array(userShape),
  },
  {
    method: 'GET',
    path: '/admin/child-profiles',
    summary: "Every parent's children",
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminChildProfiles { adminChildProfiles { ${CHILD} } }`,
    response: z.array(childShape),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/admin',
    summary: 'Make a user an administrator, or not',
    tag: 'Administration',
    access: 'administrator',
    operation: `mutation SetUserAdmin($id: Int!, $isAdmin: Boolean) { setUserAdmin(id: $id, isAdmin: $isAdmin) { ${USER} } }`,
    variables: (input) => {
      const { isAdmin } = input.body;
      return { id: input.id(), isAdmin: typeof isAdmin === 'boolean' ? isAdmin : null };
    },
    body: z.object({ isAdmin: z.boolean() }),
    response: userShape,
  },
  {
    method: 'PUT',
    path: '/admin/users/:id/role',
    summary: "Set a user's role (parent, admin, kitchen, school_office with its school); ends the user's sessions",
    tag: 'Administration',
    access: 'administrator',
    operation: `mutation SetUserRole($id: Int!, $role: String, $schoolId: Int) { setUserRole(id: $id, role: $role, schoolId: $schoolId) { ${USER} } }`,
    variables: (input) => {
      const { role, schoolId } = input.body;
      return { id: input.id(), role: typeof role === 'string' ? role : null, schoolId: typeof schoolId === 'number' ? schoolId : null };
    },
    body: z.object({ role: z.enum(['parent', 'admin', 'kitchen', 'school_office']), schoolId: z.number().int().nullable().optional() }),
    response: userShape,
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id',
    summary: 'Delete a user with their children, lunches and feedback',
    tag: 'Administration',
    access: 'administrator',
    operation: 'mutation DeleteUser($id: Int!) { deleteUser(id: $id) }',
    ...deletedById('User deleted'),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id',
    summary: "Change a user's name, e-mail or username",
    tag: 'Administration',
    access: 'administrator',
    operation: `mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { ${USER} } }`,
    variables: (input) => {
      const { fullName, email, username } = input.body;
      return { id: input.id(), input: { fullName, email, username } };
    },
    answer: (data) => ({ user: data.adminUpdateUser }),
    body: z.object({ fullName: z.string(), email: z.string(), username: z.string() }),
    response: z.object({ user: userShape }),
  },
  {
    // One federated object: identity counts users, ordering today's lunches, menu the dishes on offer, notification the e-mails sent.
    method: 'GET',
    path: '/admin/stats',
    summary: "The Overview tab's counters",
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminStats { adminStats { ${selectionOf(adminStatsShape)} } }`,
    response: adminStatsShape,
  },
];
