import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { type AdminChildProfile, type AdminUser, useDeleteUser, useSetUserAdmin } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';
import { loadDialogs, loadLaterCodeNow, loadLaterCodeWhenIdle } from './later-code.ts';
import type { UserAction } from './user-row.tsx';
import { UsersTable } from './users-table.tsx';
import { UsersSummary } from './users-summary.tsx';
import { UserSearchField } from './user-search-field.tsx';
import { useUserPage } from '../hooks/use-user-page.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { TabTitle } from '../../../ui/tab-title.tsx';

// The dialogs' code comes once the table is shown (later-code.ts); until it has, a dialog's Suspense shows nothing.
const SendEmailDialog = lazy(async () => ({ default: (await loadDialogs.email()).SendEmailDialog }));
const EditUserDialog = lazy(async () => ({ default: (await loadDialogs.edit()).EditUserDialog }));
const RoleChangeDialog = lazy(async () => ({ default: (await loadDialogs.role()).RoleChangeDialog }));
const StaffRoleDialog = lazy(async () => ({ default: (await loadDialogs.staffRole()).StaffRoleDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await loadDialogs.confirm()).ConfirmDialog }));

/**
 * The dashboard's Users tab: summary, table and the four actions (admin-area.md "Users"). A school's
 * thousands of users are searched and paged by the server (issue 34): the tab holds one page.
 */
export function AdminUsersTab() {
  const toast = useToast();
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();
  const tableId = useId();
  const [setUserAdmin, changingRole] = useSetUserAdmin();
  const [deleteUser, deleting] = useDeleteUser();
  const [action, setAction] = useState<{ kind: UserAction; user: AdminUser } | null>(null);
  const users = useUserPage();
  // A page of users is drawn as a transition, in slices the browser can paint and answer between
  // (issue 34: TBT, INP): the server's answer comes from Apollo as an update React may not split,
  // and on the tab's first load it is the whole table at once. Until then the page before stays.
  const shown = useDeferredValue(users.answer);
  // The button answers at once and the dialog opens in the next frames (issue 34: INP); until its code is here the page stays as it is.
  const onAction = useCallback((kind: UserAction, target: AdminUser) => startTransition(() => setAction({ kind, user: target })), []);

  const childrenByUser = useMemo(() => {
    const byUser = new Map<number, AdminChildProfile[]>();
    for (const child of shown?.childProfiles ?? []) {
      const list = byUser.get(child.userId);
      if (list) list.push(child);
      else byUser.set(child.userId, [child]);
    }
    return byUser;
  }, [shown]);

  const tableShown = shown !== undefined && shown.totalUsers > 0;
  useEffect(() => {
    if (tableShown) void loadLaterCodeWhenIdle();
  }, [tableShown]);

  const close = () => setAction(null);
  // The page is kept out of the cache (admin-users.ts): after a change, it is asked for again.
  const closeAfterChange = () => {
    close();
    void users.refresh();
  };

  const changeRole = async (user: AdminUser) => {
    try {
      await setUserAdmin({ id: user.id, isAdmin: !user.isAdmin });
      closeAfterChange();
    } catch (error) {
      toast({ title: t('admin.users.roleError'), description: failureMessage(error, t('admin.users.roleFailed')), variant: 'destructive' });
    }
  };

  const remove = async (user: AdminUser) => {
    try {
      await deleteUser({ id: user.id });
      closeAfterChange();
      toast({ title: t('admin.users.deleted'), description: t('admin.users.deletedText', { name: displayName(user) }) });
    } catch (error) {
      toast({ title: t('admin.users.deleteError'), description: failureMessage(error, t('admin.users.deleteFailed')), variant: 'destructive' });
    }
  };

  const heading = <TabTitle>{t('admin.users.title')}</TabTitle>;

  if (!shown && !users.error) {
    return (
      <Box>
        {heading}
        <LoadingSpinner label={t('admin.users.loading')} />
      </Box>
    );
  }
  if (!shown) {
    return (
      <Box>
        {heading}
        <RetryAlert onRetry={() => void users.refresh()}>{t('admin.users.fetchFailed')}</RetryAlert>
      </Box>
    );
  }

  return (
    <Box>
      {heading}
      <UsersSummary totalUsers={shown.totalUsers} administrators={shown.administrators} totalChildren={shown.totalChildren} />
      {shown.totalUsers === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <PeopleOutlineIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="p">
            {t('admin.users.none')}
          </Typography>
          <Typography color="text.secondary">{t('admin.users.noneText')}</Typography>
        </Stack>
      ) : (
        <>
          <UserSearchField tableId={tableId} onSearch={users.setSearch} />
          {/* A later page or search failed: the page before stays, with the way to ask again. */}
          {users.error ? (
            <RetryAlert onRetry={() => void users.refresh()} sx={{ mb: 2 }}>
              {t('admin.users.fetchFailed')}
            </RetryAlert>
          ) : null}
          <UsersTable
            id={tableId}
            onApproach={loadLaterCodeNow}
            shown={shown.users}
            foundCount={shown.found}
            query={users.search}
            page={users.page}
            perPage={users.perPage}
            onPage={users.setPage}
            onPerPage={users.setPerPage}
            loading={users.loading}
            childrenByUser={childrenByUser}
            myId={me?.id}
            onAction={onAction}
          />
        </>
      )}

      <Suspense fallback={null}>
        {action?.kind === 'email' ? <SendEmailDialog user={action.user} onClose={close} /> : null}
        {action?.kind === 'edit' ? <EditUserDialog user={action.user} onClose={closeAfterChange} /> : null}
        {action?.kind === 'role' ? (
          <RoleChangeDialog user={action.user} pending={changingRole} onConfirm={() => void changeRole(action.user)} onCancel={close} />
        ) : null}
        {action?.kind === 'staffRole' ? <StaffRoleDialog user={action.user} onDone={closeAfterChange} onCancel={close} /> : null}
        {action?.kind === 'delete' ? (
          <ConfirmDialog
            open
            title={t('admin.users.deleteUser')}
            question={t('admin.users.deleteQuestion', { name: displayName(action.user) })}
            confirmLabel={t('admin.users.deleteUser')}
            pendingLabel={t('admin.users.deleting')}
            pending={deleting}
            onConfirm={() => void remove(action.user)}
            onCancel={close}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}
