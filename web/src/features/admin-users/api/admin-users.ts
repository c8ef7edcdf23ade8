import { useState } from 'react';
import {
  AdminUpdateUserDocument,
  AdminUserPageDocument,
  DeleteUserDocument,
  SendUserEmailDocument,
  SetUserAdminDocument,
  SetUserRoleDocument,
  RoleSchoolsDocument,
  type AdminUserPageQuery,
  type AdminUserPageQueryVariables,
  type SendUserEmailMutation,
} from '../../../gql/graphql.ts';
import type { DataClient } from '../../../lib/data-layer.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { startedQuery } from '../../../lib/started-answer.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';
import { type CurrentUser } from '../../../lib/current-user.ts';

/** A user as the Users tab lists them (admin-area.md section 3, User). */
export type AdminUser = CurrentUser;

/** A child profile as the Users tab shows it (admin-area.md section 3, ChildProfile). */
export type AdminChildProfile = AdminUserPageQuery['adminUserPage']['childProfiles'][number];

/** One page of the Users tab's table and the tab's summary, as the identity service answers it. */
export type AdminUserPage = AdminUserPageQuery['adminUserPage'];

export interface AdminUserEdit {
  fullName: string;
  email: string;
  username: string;
}

/** How the e-mail went, as the notification service answers it. */
export type UserEmailOutcome = SendUserEmailMutation['sendUserEmail'];

/**
 * One page of the users a search finds, with their children and the tab's summary (administrators
 * only): the identity service searches, counts and pages a school's 2,000 users (issue 34). Asked
 * from the server for each search and page and each time the tab opens (newly registered parents
 * appear), and kept out of Apollo's normalised cache, so the tab asks again after each change it
 * makes (refresh) rather than the mutations' answers updating cached Users. The tab's first page
 * may have been started as the app started (startAdminUserPage), so that the server draws the tab
 * with it and the browser adopts that; taken within a minute, later users may have registered since.
 */
const adminUserPage = startedQuery(AdminUserPageDocument, (data: AdminUserPageQuery) => data.adminUserPage, { maxAgeMs: 60_000 });

/** Asks for a page of users now (the tab's first, as the app starts on the tab): the tab's first use with the same variables takes this answer. */
export const startAdminUserPage = (client: DataClient, variables: AdminUserPageQueryVariables) => adminUserPage.start(client, variables);

/** While the next page or search loads, the page before stays on screen (`page`), with `loading` set. */
export function useAdminUserPage(variables: AdminUserPageQueryVariables) {
  const { answer, loading, refreshing, error, refetch } = adminUserPage.useAnswer({ variables });
  const [before, setBefore] = useState(answer);
  if (answer !== undefined && answer !== before) setBefore(answer);
  return { page: answer ?? before, loading: loading || refreshing, error, refresh: refetch };
}

/** Changes a user's full name, e-mail and username (administrators only); the answer updates that cached User. */
export const useAdminUpdateUser = mutationHook(AdminUpdateUserDocument, 'adminUpdateUser', 'The user was not updated');

/**
 * Makes a user an administrator or a regular user again (administrators only; nobody removes their
 * own role and the last administrator stays). The answer updates that cached User (the signed-in
 * user's own among them); the Users tab asks for its list again.
 */
export const useSetUserAdmin = mutationHook(SetUserAdminDocument, 'setUserAdmin', "The user's role was not changed");

/**
 * Sets a user's role, with the school of a school office (administrators only, issue 31 §3). The
 * server ends the user's sessions; the Users tab asks for its list again.
 */
export const useSetUserRole = mutationHook(SetUserRoleDocument, 'setUserRole', "The user's role was not changed");

/** The schools a school office may be bound to, as the children's form lists them. */
export const useRoleSchools = queryHook(RoleSchoolsDocument, 'schools');

/**
 * Deletes a user with their child profiles, orders and feedback (administrators only; never an
 * administrator). Drops the cached User, and evicts the overview counters and the cached day
 * orders, which ask again when next shown; the Users tab asks for its lists again.
 */
export const useDeleteUser = mutationHook(DeleteUserDocument, 'deleteUser', 'The user was not deleted', {
  update(cache, _result, { variables }) {
    const id = variables?.id;
    cache.evict({ id: cache.identify({ __typename: 'User', id }) });
    evictRootFields(cache, 'adminStats', 'adminOrders');
  },
});

/**
 * E-mails one user (administrators only) and answers how it went. Evicts the overview counters
 * and the Communications history, which ask again when next shown.
 */
export const useSendUserEmail = mutationHook(SendUserEmailDocument, 'sendUserEmail', 'The e-mail was not sent', {
  update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
});
