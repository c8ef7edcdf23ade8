import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { itemsByDay } from '@lunchbox/domain/menu-items';
import { menuWeekMondayAt } from '@lunchbox/domain/menu-week';
import { formatWeekHeader, schoolToday } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { closureOn, type SchoolClosure } from '@lunchbox/domain/school-closures';
import { CLOSURES_QUERY } from '../api/closures.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { Screen } from '../../../ui/screen-header.tsx';
import { ACTIVE_MENU_ITEMS_QUERY, type MenuItem } from '../api/active-menu-items.ts';
import type { MenuFilter } from '@lunchbox/domain/allergens';
import { useMenuFilter } from '../hooks/use-menu-filter.ts';
import { useQueryInTransition } from '../hooks/use-query-in-transition.ts';
import { MenuDayCard } from './menu-day-card.tsx';
import { MenuFilterPanel } from './menu-filter-panel.tsx';
import { MenuMessage } from './menu-message.tsx';
import { WeekDaysList } from './week-days-list.tsx';
import { useTranslation } from 'react-i18next';

const NO_CLOSURES: readonly SchoolClosure[] = [];
const NO_VARIABLES = {};
const pickItems = (data: { activeWeeklyMenuItems: MenuItem[] }) => data.activeWeeklyMenuItems;
const pickClosures = (data: { closures: SchoolClosure[] }) => data.closures;

const PROMISES = [
  { Icon: SpaOutlinedIcon, title: 'menu.freshTitle', text: 'menu.freshText' },
  { Icon: VerifiedOutlinedIcon, title: 'menu.approvedTitle', text: 'menu.approvedText' },
  { Icon: LocalShippingOutlinedIcon, title: 'menu.deliveredTitle', text: 'menu.deliveredText' },
];

/** /weekly-menu: "This Week's Menu" (spec section 2), this week and next week, Monday to Friday. */
export function WeeklyMenuScreen() {
  const { t } = useTranslation();
  const now = useNow();
  // Two weeks of cards are one long render: the arriving menu (and closures) are drawn as transitions
  // and a filter change as a deferred render, both interruptible, so neither holds the main thread.
  const { answer: items, loading, error } = useQueryInTransition(ACTIVE_MENU_ITEMS_QUERY, pickItems);
  const { answer: closures = NO_CLOSURES } = useQueryInTransition(CLOSURES_QUERY, pickClosures, NO_VARIABLES);
  const { filter, setFilter } = useMenuFilter();
  const shownFilter = useDeferredValue(filter);
  const waiting = items === undefined && loading;
  // Next week (and what follows it) is drawn in a commit of its own after this week's: one commit
  // of both weeks (their elements, styles and layout) would again be a long task on a phone.
  // Drawn at build time (no window: the prerender's sample menu, drawn only for its styles, see
  // prerender.tsx), everything shows at once, so that the styles of all of it travel with the page.
  const [nextWeekShown, setNextWeekShown] = useState(typeof window === 'undefined');
  const menuDrawn = items !== undefined;
  useEffect(() => {
    if (menuDrawn) startTransition(() => setNextWeekShown(true));
  }, [menuDrawn]);
  const restShown = !waiting && (!menuDrawn || nextWeekShown);
  const today = schoolToday(now, schoolTimeZone);

  return (
    <Screen
      title={t('menu.title')}
      links={[
        { href: '/', label: t('menu.backHome'), icon: <ArrowBackIcon /> },
        { href: '/my-orders', label: t('menu.placeOrder'), icon: <ShoppingBagOutlinedIcon />, contained: true },
      ]}
    >
      <MenuFilterPanel filter={filter} onChange={setFilter} />

      {waiting ? (
        <Box role="status" sx={{ textAlign: 'center', py: 8 }}>
          <LoadingSpinner label={t('menu.loading')} minHeight={80} />
          <Typography color="text.secondary">{t('menu.loadingText')}</Typography>
        </Box>
      ) : error || items === undefined ? (
        <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
          <MenuMessage title={t('menu.unable')} text={t('menu.tryLater')} titleVariant="h2" titleGap={1} />
        </Box>
      ) : (
        <Stack spacing={5}>
          <WeekBlock
            title={t('menu.thisWeek')}
            current
            items={items}
            filter={shownFilter}
            closures={closures}
            monday={menuWeekMondayAt(0, now, schoolTimeZone)}
            today={today}
          />
          {nextWeekShown ? (
            <WeekBlock
              title={t('menu.nextWeek')}
              current={false}
              items={items}
              filter={shownFilter}
              closures={closures}
              monday={menuWeekMondayAt(1, now, schoolTimeZone)}
              today={today}
            />
          ) : null}
        </Stack>
      )}

      {/* Shown with the whole menu, not before it: the menu arriving above would push it down the screen (layout shift). */}
      {restShown ? (
        <>
          <Paper component="section" aria-labelledby="promise-title" variant="outlined" sx={{ mt: 6, p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}>
            <Typography id="promise-title" variant="h2" sx={{ textAlign: 'center', mb: 3 }}>
              {t('menu.promise')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {PROMISES.map(({ Icon, title, text }) => (
                <Stack key={title} spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                  <Icon color="secondary" fontSize="large" aria-hidden />
                  <MenuMessage title={t(title)} text={t(text)} />
                </Stack>
              ))}
            </Box>
          </Paper>
          <Alert severity="warning" sx={{ mt: 3 }} role="note" aria-label={t('menu.allergyNotice')}>
            <strong>{t('menu.allergyNoticeLead')}</strong> {t('menu.allergyNoticeText')}
          </Alert>
        </>
      ) : null}
    </Screen>
  );
}

interface WeekBlockProps {
  title: string;
  current: boolean;
  items: MenuItem[];
  filter: MenuFilter;
  closures: readonly SchoolClosure[];
  monday: string;
  today: string;
}

function WeekBlock({ title, current, items, filter, closures, monday, today }: WeekBlockProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = useMemo(() => itemsByDay(items, monday), [items, monday]);
  const empty = days.every((day) => day.items.length === 0);
  const headingId = `week-${monday}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {current ? <Chip label={t('menu.currentWeek')} color="secondary" size="small" /> : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatWeekHeader(monday, language)}
      </Typography>
      {empty ? (
        <Paper variant="outlined" sx={{ textAlign: 'center', py: 5 }}>
          <MenuMessage title={t('menu.noMenu')} text={t('menu.checkBack')} titleGap={0.5} />
        </Paper>
      ) : (
        <WeekDaysList gap={2}>
          {days.map((day) => (
            <MenuDayCard key={day.date} day={day} isToday={day.date === today} filter={filter} closure={closureOn(closures, day.date)} />
          ))}
        </WeekDaysList>
      )}
    </Box>
  );
}
