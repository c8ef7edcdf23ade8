import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '../../features/auth/hooks/use-session-actions.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { RouterLink } from '../../ui/router-link.tsx';

/** Signed in: a menu named after the user with 'Admin Dashboard' (admins only) and Logout. Signed out: a sign-in icon. */
export function UserMenu({ user }: { user: CurrentUser | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const { signOut, signingOut } = useSignOut();

  if (!user) {
    return (
      <IconButton href="/auth" color="inherit" aria-label="Sign in">
        <AccountCircleOutlinedIcon />
      </IconButton>
    );
  }

  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 240, '& .MuiButton-startIcon': { flexShrink: 0 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.fullName}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {user.isAdmin ? (
          <MenuItem component={RouterLink} href="/admin" onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Admin Dashboard
          </MenuItem>
        ) : null}
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {signingOut ? 'Logging out...' : 'Logout'}
        </MenuItem>
      </Menu>
    </>
  );
}
