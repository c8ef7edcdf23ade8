import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminChildProfiles, type AdminChildProfile } from '../api/admin-child-profiles.ts';
import type { AdminUser } from '../api/admin-users.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSetUserAdmin } from '../api/set-user-admin.ts';
import { displayName } from './display-name.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';
import { SendEmailDialog } from './send-email-dialog.tsx';
import { UserRow, type UserAction } from './user-row.tsx';
import { UsersSummary } from './users-summary.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';

const COLUMNS = ['User Info', 'Contact Details', 'Account Status', 'Children Registered', 'Registration Date', 'Actions'] as const;
const NO_CHILDREN: readonly AdminChildProfile[] = [];

/** The dashboard's Users tab: summary, table and the four actions (admin-area.md "Users"). */
export function AdminUsersTab() {
  const toast = useToast();
  const { user: me } = useCurrentUser();
  const { answer: users = [], loading: loadingUsers, error: usersError, refetch: refetchUsers } = useAdminUsers();
  const { answer: childProfiles = [], loading: loadingChildren, error: childrenError, refetch: refetchChildren } = useAdminChildProfiles();
  const [setUserAdmin, changingRole] = useSetUserAdmin();
  const [deleteUser, deleting] = useDeleteUser();
  const [action, setAction] = useState<{ kind: UserAction; user: AdminUser } | null>(null);

  const childrenByUser = useMemo(() => {
    const byUser = new Map<number, AdminChildProfile[]>();
    for (const child of childProfiles) byUser.set(child.userId, [...(byUser.get(child.userId) ?? []), child]);
    return byUser;
  }, [childProfiles]);

  const close = () => setAction(null);

  const changeRole = async (user: AdminUser) => {
    try {
      await setUserAdmin({ id: user.id, isAdmin: !user.isAdmin });
      close();
    } catch (error) {
      toast({ title: 'Error updating user status', description: failureMessage(error, 'Failed to update user admin status'), variant: 'destructive' });
    }
  };

  const remove = async (user: AdminUser) => {
    try {
      await deleteUser({ id: user.id });
      close();
      toast({ title: 'User deleted', description: `${displayName(user)}'s account, child profiles and orders have been removed.` });
    } catch (error) {
      toast({ title: 'Error deleting user', description: failureMessage(error, 'Failed to delete user'), variant: 'destructive' });
    }
  };

  const heading = (
    <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
      User Management
    </Typography>
  );

  if (loadingUsers) {
    return (
      <Box>
        {heading}
        <LoadingSpinner label="Loading users" />
      </Box>
    );
  }
  if (usersError) {
    return (
      <Box>
        {heading}
        <RetryAlert onRetry={() => void refetchUsers()}>Failed to fetch users</RetryAlert>
      </Box>
    );
  }

  return (
    <Box>
      {heading}
      <UsersSummary totalUsers={users.length} administrators={users.filter((user) => user.isAdmin).length} totalChildren={childProfiles.length} />
      {childrenError ? (
        <RetryAlert onRetry={() => void refetchChildren()} sx={{ mb: 2 }}>
          Failed to fetch child profiles
        </RetryAlert>
      ) : null}
      {users.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <PeopleOutlineIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="p">
            No Users Found
          </Typography>
          <Typography color="text.secondary">Nobody has registered yet.</Typography>
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Users" sx={{ minWidth: 1000 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  childProfiles={loadingChildren ? NO_CHILDREN : (childrenByUser.get(user.id) ?? NO_CHILDREN)}
                  isSelf={user.id === me?.id}
                  onAction={(kind, target) => setAction({ kind, user: target })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {action?.kind === 'email' ? <SendEmailDialog user={action.user} onClose={close} /> : null}
      {action?.kind === 'edit' ? <EditUserDialog user={action.user} onClose={close} /> : null}
      {action?.kind === 'role' ? (
        <RoleChangeDialog user={action.user} pending={changingRole} onConfirm={() => void changeRole(action.user)} onCancel={close} />
      ) : null}
      {action?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete User"
          question={`Are you sure you want to delete ${displayName(action.user)}? This permanently removes the account, their child profiles and all their orders. This cannot be undone.`}
          confirmLabel="Delete User"
          pendingLabel="Deleting..."
          pending={deleting}
          onConfirm={() => void remove(action.user)}
          onCancel={close}
        />
      ) : null}
    </Box>
  );
}
