import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { isPastDeadline } from '@lunchbox/domain/order-rules';
import { formatInstantDateTime, formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import type { WindowListItemProps } from '../../../ui/window-list.tsx';
import type { LunchOrder } from '../api/ordering.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { LunchNotes, LunchOptionChips } from '../../../ui/lunch-details.tsx';
import type { SchoolClocks } from '../../../lib/school-clocks.ts';

interface OrderCardProps {
  order: LunchOrder;
  now: Date;
  /** The schools' cut-offs, read once by the list rather than by each card (each reading is two watched queries). */
  clocks: SchoolClocks;
  onCancel: (order: LunchOrder) => void;
  onChange: (order: LunchOrder) => void;
  /** Its place in the history's WindowList. */
  itemProps: WindowListItemProps;
}

/**
 * One card of the order history (admin-area.md section 2). A cancelled lunch is struck through
 * with its credit; an active one offers Cancel and Change lunch until its deadline. Memoised: the
 * list renders again as each of the page's answers arrives, and a card's own props rarely change.
 */
export const OrderCard = memo(function OrderCard({ order, now, clocks, onCancel, onChange, itemProps }: OrderCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lunchDate = toIsoDate(order.lunchDate);
  // Cancel and Change lunch close at the child's school's cut-off, as the server's.
  const cancelled = order.status === 'cancelled';
  const changeable = !cancelled && lunchDate !== null && !isPastDeadline(lunchDate, now, clocks.ofChild({ childName: order.childName }));
  const struck = cancelled ? { textDecoration: 'line-through' } : {};
  return (
    <Paper
      component="li"
      {...itemProps}
      variant="outlined"
      aria-label={t(cancelled ? 'history.orderCancelledLabel' : 'history.orderLabel', { id: order.id })}
      sx={{ p: { xs: 2, sm: 2.5 }, ...(cancelled ? { bgcolor: 'action.hover' } : {}) }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p" sx={struck}>
            {order.childName}
          </Typography>
          <Typography color="text.secondary">{t('history.schoolGrade', { school: order.school, grade: order.grade })}</Typography>
          {order.teacher ? <Typography color="text.secondary">{t('history.section', { teacher: order.teacher })}</Typography> : null}
          <Typography sx={{ mt: 1, fontWeight: 600, ...struck }}>{lunchDate ? formatLongDate(lunchDate, language) : order.lunchDate}</Typography>
          <LunchOptionChips options={order.lunchOptions} struck={struck} />
          <LunchNotes label={t('history.notes')} notes={order.notes} />
          {changeable ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Button size="small" variant="outlined" onClick={() => onChange(order)}>
                {t('history.change')}
              </Button>
              <Button size="small" color="error" onClick={() => onCancel(order)}>
                {t('history.cancel')}
              </Button>
            </Stack>
          ) : null}
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
          <Typography variant="h3" component="p" color={cancelled ? 'text.secondary' : 'primary'} sx={struck}>
            {formatCents(toCents(order.totalAmount), language)}
          </Typography>
          <Typography variant="body2">{t('history.orderLabel', { id: order.id })}</Typography>
          {order.paymentReference ? <Typography variant="body2">{t('history.reference', { reference: order.paymentReference })}</Typography> : null}
          {cancelled ? (
            <>
              <Chip label={t('history.cancelledChip')} size="small" />
              {order.creditedAmount && toCents(order.creditedAmount) > 0 ? (
                <Typography variant="body2" color="success.main">
                  {t('history.creditedAmount', { amount: formatCents(toCents(order.creditedAmount), language) })}
                </Typography>
              ) : null}
            </>
          ) : (
            <PaymentBadge isPaid={order.isPaid} paymentStatus={order.paymentStatus} />
          )}
          <Typography variant="body2" color="text.secondary">
            {formatInstantDateTime(order.createdAt, schoolTimeZone, language)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}, sameCard);

/** The list hands each card a fresh itemProps object on every render: equal when its fields are. */
function sameCard(before: OrderCardProps, after: OrderCardProps): boolean {
  const keys = Object.keys(after) as (keyof OrderCardProps)[];
  const sameItemProps = (Object.keys(after.itemProps) as (keyof WindowListItemProps)[]).every((key) => before.itemProps[key] === after.itemProps[key]);
  return sameItemProps && keys.every((key) => key === 'itemProps' || before[key] === after[key]);
}
