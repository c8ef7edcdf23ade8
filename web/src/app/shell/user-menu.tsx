import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useSignOut } from '../../features/auth/hooks/use-session-actions.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { useTranslation } from 'react-i18next';

// The popup (MUI's Menu and Popover) is fetched on the first click, not with every page.
const UserMenuPopup = lazy(async () => ({ default: (await import('./user-menu-popup.tsx')).UserMenuPopup }));

/** Signed in: a menu named after the user with 'Admin Dashboard' (admins only) and Logout. Signed out: a sign-in icon. */
export function UserMenu({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const { signOut, signingOut } = useSignOut();

  if (!user) {
    return (
      <IconButton href="/auth" color="inherit" aria-label={t('nav.signIn')}>
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
      {anchor ? (
        <Suspense fallback={null}>
          <UserMenuPopup menuId={menuId} buttonId={buttonId} anchor={anchor} onClose={close} isAdmin={user.isAdmin} signOut={signOut} signingOut={signingOut} />
        </Suspense>
      ) : null}
    </>
  );
}
