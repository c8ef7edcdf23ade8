import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import MenuIcon from '@mui/icons-material/Menu';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { navLinksFor } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';

// The phone's navigation drawer is fetched when first opened, not with every page.
const SideSheet = lazy(async () => ({ default: (await import('./side-sheet.tsx')).SideSheet }));

/** The header of every screen (spec section 2). Below the md breakpoint the links move into the side sheet. */
export function AppHeader() {
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can animate closed.
  const [sheetWanted, setSheetWanted] = useState(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            onClick={() => {
              setSheetWanted(true);
              setSheetOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            href="/"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.35rem', color: 'primary.main', mr: 2 }}
          >
            <LunchDiningIcon aria-hidden />
            Lunchbox
          </Link>
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {navLinksFor(user).map(({ label, href }) => {
                const current = pathname === href.split('?')[0];
                return (
                  <li key={label}>
                    <Button href={href} color={current ? 'primary' : 'inherit'} aria-current={current ? 'page' : undefined}>
                      {t(`nav.${label}`)}
                    </Button>
                  </li>
                );
              })}
            </Stack>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher user={user} />
          <CartButton userId={user?.id ?? null} />
          <Box sx={{ display: { xs: user ? 'none' : 'block', md: 'block' } }}>
            <UserMenu user={user} />
          </Box>
        </Toolbar>
      </Container>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <SideSheet open={sheetOpen} onClose={() => setSheetOpen(false)} user={user} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
