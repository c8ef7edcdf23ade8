import { startTransition, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useAdminOrders, useLabelSchools, type AdminOrder, type LabelSchool } from '../api/admin-orders.ts';
import { useOrderDay } from '../hooks/use-order-day.ts';
import { usePaymentMarks } from '../hooks/use-payment-marks.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { allergiesFirst } from './label-order.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { focusRingWithoutRipple } from '../../../ui/focus-ring-without-ripple.ts';
import { printAll, WindowList } from '../../../ui/window-list.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { usePreloadWhenIdle } from '../../../lib/use-preload-when-idle.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

/**
 * The labels and their school choice (a form field with MUI's select) as chunks of their own: the
 * tab opens on the orders, and their code made its first load longer (issue 34). They are fetched
 * once the day's orders are shown and the browser is idle, or sooner when 'Print Labels' is reached for.
 */
const { Component: LunchLabels, preload: preloadLabels } = preloadable(async () => (await import('./lunch-labels.tsx')).LunchLabels);
const { Component: ChoiceField, preload: preloadChoiceField } = preloadable(async () => (await import('../../../ui/choice-field.tsx')).ChoiceField);
const reachForLabels = () => void Promise.all([preloadLabels(), preloadChoiceField()]).catch(() => undefined);

/** An order card's height on a phone before it is measured (the list renders what fits the screen from it). */
const ORDER_CARD_HEIGHT = 330;
/**
 * One card drawn beyond each edge of the screen: a card is a few dozen MUI parts, and the list's
 * usual four more each way made mounting the day's list (and coming back to it from the labels)
 * a long task on a phone (issue 34). One is still there for Tab and a scroll's first frame.
 */
const ORDER_OVERSCAN = 1;

/** The orders of one school (its name, as the order snapshots it), or every order when no school is chosen. */
function ordersAt(orders: readonly AdminOrder[], school: LabelSchool | undefined): readonly AdminOrder[] {
  if (!school) return orders;
  const name = school.name.trim().toLowerCase();
  return orders.filter((order) => order.school.trim().toLowerCase() === name);
}

/**
 * The dashboard's Orders tab: one school day's orders, and 'Print Labels' (admin-area.md "Orders and
 * printable labels"): every school's labels, or one school's (issue 31: the kitchen prints a school's).
 */
export function AdminOrdersTab() {
  const { day, previous, next } = useOrderDay();
  const { orders: fetched, loading, error, refetch } = useAdminOrders(day);
  const [orders, onMarked] = usePaymentMarks(fetched);
  const [printing, setPrintingNow] = useState(false);
  // Switching between the orders and the labels redraws the list: the button answers first, the list follows (issue 34: INP).
  const setPrinting = (next: boolean) => startTransition(() => setPrintingNow(next));
  const { schools, deliveryTimes } = useLabelSchools(!printing);
  // '' is every school; otherwise the school's id as text (the select's value).
  const [schoolChoice, setSchoolChoice] = useState('');
  const chosenSchool = schoolChoice === '' ? undefined : schools.find((school) => String(school.id) === schoolChoice);
  const labelled = useMemo(() => ordersAt(orders, chosenSchool), [orders, chosenSchool]);
  const { t } = useTranslation();
  const language = useLanguage();
  const longDate = formatLongDate(day, language);
  const orderCount = t('admin.orders.count', { count: orders.length });
  const shownOrders = useMemo(() => allergiesFirst(orders), [orders]);
  // Asked once here rather than by each card: a card's own query (a subscription to the cache) made mounting the list's cards slow (issue 34).
  const kitchen = useCurrentUser().user?.role === 'kitchen';
  usePreloadWhenIdle(reachForLabels, orders.length > 0);
  const everySchool = t('admin.labels.everySchool');
  const schoolChoices = useMemo(
    () => [{ value: '', label: everySchool }, ...schools.map((school) => ({ value: String(school.id), label: school.name }))],
    [schools, everySchool],
  );

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h2">
          {printing ? t('admin.orders.labelsTitle') : t('admin.orders.title')}
        </Typography>
        {printing ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <ChoiceField
              label={t('admin.labels.school')}
              value={chosenSchool ? schoolChoice : ''}
              choices={schoolChoices}
              // The list closes at once; the chosen school's labels are drawn after that frame (issue 34: INP).
              onChange={(choice) => startTransition(() => setSchoolChoice(choice))}
              minWidth={200}
            />
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => setPrinting(false)} disableRipple sx={focusRingWithoutRipple}>
              {t('admin.orders.backToOrders')}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={printAll} disabled={loading || labelled.length === 0}>
              {t('admin.orders.printNow')}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            startIcon={<LocalPrintshopOutlinedIcon />}
            onPointerEnter={reachForLabels}
            onPointerDown={reachForLabels}
            onFocus={reachForLabels}
            onClick={() => {
              reachForLabels();
              setPrinting(true);
            }}
            disableRipple
            sx={focusRingWithoutRipple}
          >
            {t('admin.orders.printLabels')}
          </Button>
        )}
      </Stack>

      <Paper variant="outlined" component="nav" aria-label={t('admin.orders.day')} sx={{ p: 1.5, mb: 3, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Tooltip title={t('admin.orders.previousWeekday')}>
          <IconButton onClick={previous} aria-label={t('admin.orders.previousWeekday')} disableRipple sx={focusRingWithoutRipple}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1, textAlign: 'center' }}>
          <Typography component="p" variant="h3" aria-live="polite">
            {longDate}
          </Typography>
          {loading ? null : <Chip label={orderCount} color="primary" size="small" aria-label={t('admin.orders.countForDate', { count: orderCount })} />}
        </Box>
        <Tooltip title={t('admin.orders.nextWeekday')}>
          <IconButton onClick={next} aria-label={t('admin.orders.nextWeekday')} disableRipple sx={focusRingWithoutRipple}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Paper>

      {loading ? (
        <LoadingSpinner label={t('admin.orders.loading')} />
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>{t('admin.orders.fetchFailed')}</RetryAlert>
      ) : orders.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="p">
            {t('admin.orders.none')}
          </Typography>
        </Stack>
      ) : printing && labelled.length === 0 ? (
        <Typography component="p" sx={{ textAlign: 'center', py: 6 }}>
          {t('admin.labels.noneAtSchool', { school: chosenSchool?.name ?? '' })}
        </Typography>
      ) : printing ? (
        <LunchLabels orders={labelled} date={day} deliveryTimes={deliveryTimes} />
      ) : (
        <WindowList
          items={shownOrders}
          itemKey={(order) => order.id}
          renderItem={(order, itemProps) => <AdminOrderCard key={order.id} order={order} itemProps={itemProps} onMarked={onMarked} kitchen={kitchen} />}
          estimateHeight={ORDER_CARD_HEIGHT}
          overscan={ORDER_OVERSCAN}
          gap={16}
          aria-label={t('admin.orders.listLabel', { date: longDate })}
        />
      )}
    </Box>
  );
}
