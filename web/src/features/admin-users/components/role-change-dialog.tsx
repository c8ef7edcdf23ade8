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

/** What an administrator can do (admin-area.md section 2, the elevate or demote confirmation). */
export const ADMIN_ABILITIES = [
  'Access the admin dashboard and management tools',
  'Manage user accounts',
  'Change system settings and modify menus',
  'Send system-wide notifications',
  'Elevate other users to administrators',
] as const;

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
  const action = removing ? 'Remove Admin' : 'Make Admin';

  return (
    <Dialog open onClose={pending ? undefined : onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{removing ? 'Remove Administrator Access' : 'Grant Administrator Access'}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {removing
            ? `Are you sure you want to remove administrator access from ${name}? They will no longer be able to:`
            : `Are you sure you want to make ${name} an administrator? They will be able to:`}
        </DialogContentText>
        <List dense aria-label="Administrator abilities">
          {ADMIN_ABILITIES.map((ability) => (
            <ListItem key={ability} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlineIcon fontSize="small" color={removing ? 'disabled' : 'success'} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={ability} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color={removing ? 'error' : 'primary'} disabled={pending} autoFocus>
          {pending ? 'Saving...' : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
