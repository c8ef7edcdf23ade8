import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import MedicalInformationOutlinedIcon from '@mui/icons-material/MedicalInformationOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SoupKitchenOutlinedIcon from '@mui/icons-material/SoupKitchenOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { useCurrentUser } from '../../lib/current-user.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { usePreloadWhenIdle } from '../../lib/use-preload-when-idle.ts';
import { focusRingWithoutRipple } from '../../ui/focus-ring-without-ripple.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';
import { useNarrowScreen } from '../narrow-screen.ts';
import { panelId, SECTION_TABS_HEIGHT, tabId, type DashboardSection } from './admin-dashboard-section.ts';
import { useTranslation } from 'react-i18next';

/**
 * A tab's panel as a chunk of its own (issue 34): the dashboard fetches and runs only the code of
 * the tab shown (fifteen tabs' forms, schemas and dialogs made its first load slow), the others'
 * when they are first opened or pointed at.
 */
function panel<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Pick<DashboardTab, 'Panel' | 'preload'> {
  const { Component, preload } = preloadable(async () => (await load())[name]);
  return { Panel: Component, preload };
}

interface DashboardTab {
  /** The value of ?tab= (admin-area.md section 2 names them). */
  value: string;
  /** The tab's name, a key of the catalogues' `admin.tabs`. */
  label:
    | 'overview'
    | 'orders'
    | 'today'
    | 'payments'
    | 'topUps'
    | 'dietRequests'
    | 'production'
    | 'menu'
    | 'calendar'
    | 'schools'
    | 'emails'
    | 'feedback'
    | 'settings'
    | 'users'
    | 'audit';
  Icon: typeof MenuIcon;
  Panel: ComponentType;
  /** Fetches the panel's code ahead of its first drawing. */
  preload: () => Promise<void>;
}

/** The spec's seven tabs, in its order, with payments and the school calendar (issue 10). */
const TABS: readonly DashboardTab[] = [
  {
    value: 'overview',
    label: 'overview',
    Icon: DashboardOutlinedIcon,
    ...panel(() => import('../../features/admin-overview/components/admin-overview-tab.tsx'), 'AdminOverviewTab'),
  },
  {
    value: 'orders',
    label: 'orders',
    Icon: ReceiptLongOutlinedIcon,
    ...panel(() => import('../../features/admin-orders/components/admin-orders-tab.tsx'), 'AdminOrdersTab'),
  },
  // issue 14: the kitchen's live board of a day's lunches.
  {
    value: 'today',
    label: 'today',
    Icon: TodayOutlinedIcon,
    ...panel(() => import('../../features/admin-orders/components/admin-today-tab.tsx'), 'AdminTodayTab'),
  },
  // issue 10: payments by checkout, matched by their reference.
  {
    value: 'payments',
    label: 'payments',
    Icon: PaymentsOutlinedIcon,
    ...panel(() => import('../../features/admin-payments/components/admin-payments-tab.tsx'), 'AdminPaymentsTab'),
  },
  // issue 27: the parents' top-ups of their balance, confirmed by hand like the payments.
  {
    value: 'top-ups',
    label: 'topUps',
    Icon: SavingsOutlinedIcon,
    ...panel(() => import('../../features/admin-top-ups/components/admin-top-ups-tab.tsx'), 'AdminTopUpsTab'),
  },
  // issue 32: parents' diet requests with a doctor's document, approved until a date or rejected.
  {
    value: 'diet-requests',
    label: 'dietRequests',
    Icon: MedicalInformationOutlinedIcon,
    ...panel(() => import('../../features/admin-diet-requests/components/admin-diet-requests-tab.tsx'), 'AdminDietRequestsTab'),
  },
  // issue 13 section 3: what the kitchen cooks, by school, grade and teacher.
  {
    value: 'production',
    label: 'production',
    Icon: SoupKitchenOutlinedIcon,
    ...panel(() => import('../../features/admin-production/components/admin-production-tab.tsx'), 'AdminProductionTab'),
  },
  {
    value: 'menu',
    label: 'menu',
    Icon: RestaurantMenuOutlinedIcon,
    ...panel(() => import('../../features/admin-menu/components/admin-menu-tab.tsx'), 'AdminMenuTab'),
  },
  // issue 10: the school calendar (closed days) beside the menu.
  {
    value: 'calendar',
    label: 'calendar',
    Icon: EventBusyOutlinedIcon,
    ...panel(() => import('../../features/admin-calendar/components/admin-calendar-tab.tsx'), 'AdminCalendarTab'),
  },
  // issue 31: the schools served, their delivery time and order cut-off (schools are data).
  {
    value: 'schools',
    label: 'schools',
    Icon: SchoolOutlinedIcon,
    ...panel(() => import('../../features/admin-schools/components/admin-schools-tab.tsx'), 'AdminSchoolsTab'),
  },
  {
    value: 'emails',
    label: 'emails',
    Icon: CampaignOutlinedIcon,
    ...panel(() => import('../../features/admin-communications/components/admin-communications-tab.tsx'), 'AdminCommunicationsTab'),
  },
  {
    value: 'feedback',
    label: 'feedback',
    Icon: FeedbackOutlinedIcon,
    ...panel(() => import('../../features/admin-feedback/components/admin-feedback-tab.tsx'), 'AdminFeedbackTab'),
  },
  {
    value: 'settings',
    label: 'settings',
    Icon: SettingsOutlinedIcon,
    ...panel(() => import('../../features/admin-settings/components/admin-settings-tab.tsx'), 'AdminSettingsTab'),
  },
  {
    value: 'users',
    label: 'users',
    Icon: PeopleOutlineIcon,
    ...panel(() => import('../../features/admin-users/components/admin-users-tab.tsx'), 'AdminUsersTab'),
  },
  // issue 30 section 2: who did what, from the services' append-only trails.
  {
    value: 'audit',
    label: 'audit',
    Icon: HistoryOutlinedIcon,
    ...panel(() => import('../../features/admin-audit/components/admin-audit-tab.tsx'), 'AdminAuditTab'),
  },
];

// The address's tab starts loading with the dashboard's own code, not once the dashboard has drawn (the kitchen's home, production, is not guessed).
if (typeof window !== 'undefined') {
  const requested = TABS.find((tab) => tab.value === new URLSearchParams(window.location.search).get('tab')) ?? TABS[0]!;
  requested.preload().catch(() => undefined);
}

/** The kitchen's tabs (issue 31 §3, docs/roles.md): the labels, the live board and the production sheet, which it lands on. */
const KITCHEN_TABS = new Set(['orders', 'today', 'production']);

/** The tabs the signed-in role may use, and the one it lands on. */
function tabsFor(role: string | undefined): { tabs: readonly DashboardTab[]; home: DashboardTab } {
  if (role === 'kitchen') {
    const tabs = TABS.filter((tab) => KITCHEN_TABS.has(tab.value));
    return { tabs, home: tabs.find((tab) => tab.value === 'production')! };
  }
  return { tabs: TABS, home: TABS[0]! };
}

/** The phone's menu of sections and the wider screen's tabs: each a chunk of its own, since a screen shows only one of them. */
const { Component: SectionsDrawer, preload: preloadSectionsDrawer } = preloadable(
  async () => (await import('./admin-sections-drawer.tsx')).AdminSectionsDrawer,
);
const { Component: SectionTabs, preload: preloadSectionTabs } = preloadable(async () => (await import('./admin-section-tabs.tsx')).AdminSectionTabs);
// A wider screen shows the tabs at once: their code comes with the dashboard's (MUI's md breakpoint, as useNarrowScreen).
if (typeof window !== 'undefined' && window.matchMedia('(min-width: 900px)').matches) preloadSectionTabs().catch(() => undefined);
// On a phone, the menu's code comes once the browser is idle after the dashboard, or sooner when the button is reached for.
const reachForMenu = () => void preloadSectionsDrawer().catch(() => undefined);

/**
 * The tab shown is the ?tab= query parameter, so a reload (or a shared link) opens the same tab;
 * switching replaces the history entry, so Back leaves the dashboard instead of stepping through tabs.
 */
function useSelectedTab(tabs: readonly DashboardTab[], home: DashboardTab): [DashboardTab, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const selected = tabs.find((tab) => tab.value === params.get('tab')) ?? home;
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}

/**
 * /admin (admin-area.md section 2, "Admin dashboard"). The route sits behind RequireAdmin, which
 * shows the spinner while the user loads and sends visitors to /auth and parents to '/'.
 */
export function AdminDashboardRoute() {
  const { user } = useCurrentUser();
  const smallScreen = useNarrowScreen();
  const { tabs, home } = tabsFor(user?.role);
  const [selected, select] = useSelectedTab(tabs, home);
  const kitchen = user?.role === 'kitchen';
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  usePreloadWhenIdle(reachForMenu, smallScreen);
  const { Panel } = selected;
  const { t } = useTranslation();
  const selectedLabel = t(`admin.tabs.${selected.label}`);
  const sections: DashboardSection[] = tabs.map(({ value, label, Icon, preload }) => ({ value, label: t(`admin.tabs.${label}`), Icon, preload }));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1">{kitchen ? t('admin.dashboard.kitchenTitle') : t('admin.dashboard.title')}</Typography>
            <Chip
              icon={<AdminPanelSettingsOutlinedIcon />}
              label={kitchen ? t('admin.users.roles.kitchen') : t('admin.dashboard.administrator')}
              color="primary"
              size="small"
            />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('admin.dashboard.welcome', { name: user?.fullName })}
          </Typography>
        </Box>
        {/* The kitchen's app is this page: '/' would bring it back here. */}
        {kitchen ? null : (
          <Button href="/" variant="outlined" startIcon={<ArrowBackIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            {t('admin.dashboard.backToApp')}
          </Button>
        )}
      </Stack>

      {smallScreen ? (
        <>
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            // Reaching for the button fetches the menu's code, most often before the click.
            onPointerEnter={reachForMenu}
            onPointerDown={reachForMenu}
            onFocus={reachForMenu}
            // The button answers at once; the menu's fifteen sections slide in from the next frames (issue 34: INP).
            onClick={() =>
              startTransition(() => {
                setMenuWanted(true);
                setMenuOpen(true);
              })
            }
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-label={t('admin.dashboard.sectionsCurrent', { section: selectedLabel })}
            disableRipple
            sx={[{ mb: 2 }, focusRingWithoutRipple]}
          >
            {selectedLabel}
          </Button>
          {/* Kept once opened, so that it closes with its transition. */}
          {menuWanted ? (
            <Suspense fallback={null}>
              <SectionsDrawer open={menuOpen} onClose={() => setMenuOpen(false)} sections={sections} selected={selected.value} onSelect={select} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <Suspense fallback={<Paper variant="outlined" sx={{ mb: 3, height: SECTION_TABS_HEIGHT }} />}>
          <SectionTabs sections={sections} selected={selected.value} onSelect={select} />
        </Suspense>
      )}

      <Box
        role={smallScreen ? 'region' : 'tabpanel'}
        id={panelId(selected.value)}
        aria-labelledby={smallScreen ? undefined : tabId(selected.value)}
        aria-label={smallScreen ? selectedLabel : undefined}
      >
        <Suspense fallback={<LoadingSpinner label={t('admin.dashboard.loadingSection', { section: selectedLabel })} />}>
          <Panel key={selected.value} />
        </Suspense>
      </Box>
    </Container>
  );
}
