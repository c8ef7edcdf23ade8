import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatCents, sumCents, toCents } from '@lunchbox/domain/money';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import type { LunchSelection } from '@lunchbox/domain/order-cart';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import type { OrderChild, PickerMenuItem } from '../api/ordering.ts';
import { MenuPicker } from './menu-picker.tsx';
import type { SchoolClock } from '@lunchbox/domain/school-deadline';

interface MenuStepProps {
  child: OrderChild | null;
  items: readonly PickerMenuItem[];
  closures: readonly SchoolClosure[];
  now: Date;
  /** The chosen child's school's cut-off. */
  clock: SchoolClock;
  selections: ReadonlyMap<string, LunchSelection>;
  /** The picked lunches, by date. */
  picked: readonly LunchSelection[];
  /** The menu or the closed days are still loading. */
  loading: boolean;
  menuFailed: boolean;
  onRetryMenu: () => void;
  onToggle: (date: string, item: PickerMenuItem) => void;
  onPastDeadline: (date: string) => void;
  /** The parent's orders are still loading: Add to Cart waits for the duplicate check. */
  ordersLoading: boolean;
  /** The server is asked about allergies and diets. */
  checking: boolean;
  onBack: () => void;
  heading: Ref<HTMLHeadingElement>;
}

/** Step 2 of the order form: the menu picker, what is picked with its total, Back and Add to Cart. */
export function MenuStep(props: MenuStepProps) {
  const {
    child,
    items,
    closures,
    now,
    clock,
    selections,
    picked,
    loading,
    menuFailed,
    onRetryMenu,
    onToggle,
    onPastDeadline,
    ordersLoading,
    checking,
    onBack,
    heading,
  } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="h2">
          {t('order.stepMenu')}
        </Typography>
        <Typography color="text.secondary">
          {t('order.lunchesFor')} <strong>{child?.name}</strong>
        </Typography>
      </Stack>
      {loading ? (
        <LoadingSpinner label={t('order.loadingMenu')} minHeight={200} />
      ) : menuFailed ? (
        <RetryAlert onRetry={onRetryMenu}>{t('order.menuFailed')}</RetryAlert>
      ) : (
        <MenuPicker
          items={items}
          child={child}
          closures={closures}
          now={now}
          clock={clock}
          selections={selections}
          onToggle={onToggle}
          onPastDeadline={onPastDeadline}
        />
      )}

      <Box sx={{ mt: 3 }} aria-live="polite">
        {picked.length === 0 ? (
          <Typography color="text.secondary">{t('order.pickHint')}</Typography>
        ) : (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{t('order.selected', { count: picked.length })}</Typography>
            {picked.map((selection) => (
              <Typography key={selection.lunchDate} variant="body2">
                {formatWeekdayMonthDay(selection.lunchDate, language)}: {selection.menuItem} ({formatCents(toCents(selection.price), language)})
              </Typography>
            ))}
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('order.total', { total: formatCents(sumCents(picked.map((selection) => toCents(selection.price))), language) })}
            </Typography>
          </Stack>
        )}
      </Box>

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 3 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('order.back')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<AddShoppingCartIcon />} disabled={ordersLoading || checking || picked.length === 0}>
          {ordersLoading ? t('order.checkingOrders') : checking ? t('order.checkingAllergies') : t('order.addToCart')}
        </Button>
      </Stack>
    </Paper>
  );
}
