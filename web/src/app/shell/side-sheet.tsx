import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'react-router';
import { useSignOut } from '../../features/auth/hooks/use-session-actions.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { RouterLink } from '../../ui/router-link.tsx';
import { navLinksFor, SEARCH_LINK } from './nav-links.ts';
import { useTranslation } from 'react-i18next';

const ICONS: Record<string, typeof HomeOutlinedIcon> = {
  Home: HomeOutlinedIcon,
  Orders: ReceiptLongOutlinedIcon,
  Feedback: ChatBubbleOutlineIcon,
  Contact: MailOutlineIcon,
  Schedule: CalendarMonthOutlinedIcon,
};

interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null;
}

/** The mobile navigation: the header's links plus Search and the account actions. */
export function SideSheet({ open, onClose, user }: SideSheetProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  const links = [...navLinksFor(user), SEARCH_LINK];

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('nav.navigation'), sx: { width: 280 } } }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          Lunchbox
        </Typography>
        {user ? (
          <Typography variant="body2" color="text.secondary">
            {user.fullName}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')}>
        <List>
          {links.map(({ label, href }) => {
            const Icon = ICONS[label] ?? SearchIcon;
            const current = pathname === href.split('?')[0];
            return <SheetItem key={label} icon={<Icon />} label={t(`nav.${label}`)} href={href} onClick={onClose} current={current} />;
          })}
        </List>
      </Box>
      <Divider />
      <List aria-label={t('nav.account')}>
        {user ? (
          <>
            {user.isAdmin ? <SheetItem icon={<AdminPanelSettingsOutlinedIcon />} label={t('nav.adminDashboard')} href="/admin" onClick={onClose} /> : null}
            <SheetItem
              icon={<LogoutIcon />}
              label={signingOut ? t('nav.loggingOut') : t('nav.logout')}
              disabled={signingOut}
              onClick={() => {
                onClose();
                void signOut();
              }}
            />
          </>
        ) : (
          <SheetItem icon={<LoginIcon />} label={t('nav.signIn')} href="/auth" onClick={onClose} />
        )}
      </List>
    </Drawer>
  );
}

interface SheetItemProps {
  icon: ReactNode;
  label: string;
  /** A link's address; without it the item is a button. */
  href?: string;
  onClick: () => void;
  disabled?: boolean;
  /** The page the link leads to is the one shown. */
  current?: boolean;
}

/** One line of the sheet: an icon and a label, a link or a button. */
function SheetItem({ icon, label, href, onClick, disabled, current = false }: SheetItemProps) {
  const link = href === undefined ? {} : { component: RouterLink, href };
  return (
    <ListItem disablePadding>
      <ListItemButton {...link} onClick={onClick} disabled={disabled} selected={current} aria-current={current ? 'page' : undefined}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
