import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import type { AdminUser } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';
import { useTranslation } from 'react-i18next';

/** What an administrator can do (admin-area.md section 2, the elevate or demote confirmation), by key of `admin.users.abilities`. */
const ADMIN_ABILITIES = ['dashboard', 'accounts', 'settings', 'notifications', 'elevate'] as const;

interface RoleChangeDialogProps {
  user: AdminUser;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a user becomes an administrator or stops being one, naming what the role allows. */
export function RoleChangeDialog({ user, pending, onConfirm, onCancel }: RoleChangeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const name = displayName(user);
  const removing = user.isAdmin;
  const { t } = useTranslation();
  const action = removing ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin');

  return (
    <Dialog open onClose={pending ? undefined : onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{removing ? t('admin.users.removeAccess') : t('admin.users.grantAccess')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{removing ? t('admin.users.removeQuestion', { name }) : t('admin.users.grantQuestion', { name })}</DialogContentText>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('admin.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={removing ? 'error' : 'primary'} disabled={pending} autoFocus>
          {pending ? t('admin.saving') : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
