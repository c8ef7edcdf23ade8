import {
  AdminChildProfilesDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  DeleteUserDocument,
  SendUserEmailDocument,
  SetUserAdminDocument,
  type AdminChildProfilesQuery,
  type SendUserEmailMutation,
} from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';
import { type CurrentUser } from '../../../lib/current-user.ts';

/** A user as the Users tab lists them (admin-area.md section 3, User). */
export type AdminUser = CurrentUser;

/** A child profile as the Users tab shows it (admin-area.md section 3, ChildProfile). */
export type AdminChildProfile = AdminChildProfilesQuery['adminChildProfiles'][number];

export interface AdminUserEdit {
  fullName: string;
  email: string;
  username: string;
}

/** How the e-mail went, as the notification service answers it. */
export type UserEmailOutcome = SendUserEmailMutation['sendUserEmail'];

/**
 * Asked from the server each time the Users tab opens (newly registered parents appear), and kept
 * out of Apollo's normalised cache: writing a school's 2,000 users into it and reading them back
 * took seconds of a phone's main thread (issue 34), and a key typed meanwhile waited behind it. So
 * the tab asks again after each change it makes (refreshUsers), rather than the mutations' answers
 * updating cached Users.
 */
const ON_EACH_VISIT = { fetchPolicy: 'no-cache' } as const;

/** Every user (administrators only). */
export const useAdminUsers = queryHook(AdminUsersDocument, 'adminUsers', ON_EACH_VISIT);

/** Every child profile (administrators only). */
export const useAdminChildProfiles = queryHook(AdminChildProfilesDocument, 'adminChildProfiles', ON_EACH_VISIT);

/** Changes a user's full name, e-mail and username (administrators only); the answer updates that cached User. */
export const useAdminUpdateUser = mutationHook(AdminUpdateUserDocument, 'adminUpdateUser', 'The user was not updated');

/**
 * Makes a user an administrator or a regular user again (administrators only; nobody removes their
 * own role and the last administrator stays). The answer updates that cached User (the signed-in
 * user's own among them); the Users tab asks for its list again.
 */
export const useSetUserAdmin = mutationHook(SetUserAdminDocument, 'setUserAdmin', "The user's role was not changed");

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
