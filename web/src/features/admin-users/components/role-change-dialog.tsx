import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../ui/confirm-dialog.tsx';
import type { AdminUser } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';
import { useTranslation } from 'react-i18next';

/** What an administrator can do (admin-area.md section 2, the elevate or demote confirmation), by key of `admin.users.abilities`. */
const ADMIN_ABILITIES = ['dashboard', 'accounts', 'settings', 'notifications', 'elevate'] as const;

/** The user whose role changes, and what the ConfirmDialog is told: whether the change is saving, and what to do on each button. */
type RoleChangeDialogProps = { user: AdminUser } & Required<Pick<ConfirmDialogProps, 'pending' | 'onConfirm' | 'onCancel'>>;

/** Asks before a user becomes an administrator (blue) or stops being one (red), naming what the role allows. */
export function RoleChangeDialog({ user, pending, onConfirm, onCancel }: RoleChangeDialogProps) {
  const name = displayName(user);
  const removing = user.isAdmin;
  const { t } = useTranslation();

  return (
    <ConfirmDialog
      open
      title={removing ? t('admin.users.removeAccess') : t('admin.users.grantAccess')}
      question={removing ? t('admin.users.removeQuestion', { name }) : t('admin.users.grantQuestion', { name })}
      confirmLabel={removing ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin')}
      pendingLabel={t('admin.saving')}
      pending={pending}
      confirmColor={removing ? 'error' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <List dense aria-label={t('admin.users.abilitiesLabel')}>
        {ADMIN_ABILITIES.map((ability) => (
          <ListItem key={ability} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutlineIcon fontSize="small" color={removing ? 'disabled' : 'success'} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`admin.users.abilities.${ability}`)} />
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
