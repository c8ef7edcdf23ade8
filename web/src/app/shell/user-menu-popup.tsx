import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { RouterLink } from '../../ui/router-link.tsx';
import { useTranslation } from 'react-i18next';

interface UserMenuPopupProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement;
  onClose: () => void;
  isAdmin: boolean;
  signOut: () => Promise<void>;
  signingOut: boolean;
}

/** The signed-in user's menu: 'Admin Dashboard' (admins only) and Logout. */
export function UserMenuPopup({ menuId, buttonId, anchor, onClose, isAdmin, signOut, signingOut }: UserMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {isAdmin ? (
        <MenuItem component={RouterLink} href="/admin" onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.adminDashboard')}
        </MenuItem>
      ) : null}
      <MenuItem
        disabled={signingOut}
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {signingOut ? t('nav.loggingOut') : t('nav.logout')}
      </MenuItem>
    </Menu>
  );
}
