import { memo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
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
import { orderCardCss } from './order-card-styles.ts';

const OrderCardItem = styled('li')(({ theme }) => orderCardCss(theme));
/** A cancelled lunch's dishes are drawn through. */
const STRUCK = { textDecoration: 'line-through' } as const;

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
  const struck = cancelled ? ' struck' : '';
  // Plain elements styled by the card's classes, resolved once per theme (order-card-styles.ts), where
  // each card's own sx, boxes and texts were resolved again per card at each render of the history.
  return (
    <OrderCardItem
      {...itemProps}
      className={cancelled ? 'order-card cancelled' : 'order-card'}
      aria-label={t(cancelled ? 'history.orderCancelledLabel' : 'history.orderLabel', { id: order.id })}
    >
      <div className="order-card-main">
        <div className="order-card-body">
          <p className={`order-card-title${struck}`}>{order.childName}</p>
          <p className="order-card-text order-card-muted">{t('history.schoolGrade', { school: order.school, grade: order.grade })}</p>
          {order.teacher ? <p className="order-card-text order-card-muted">{t('history.section', { teacher: order.teacher })}</p> : null}
          <p className={`order-card-text order-card-date${struck}`}>{lunchDate ? formatLongDate(lunchDate, language) : order.lunchDate}</p>
          <LunchOptionChips options={order.lunchOptions} struck={cancelled ? STRUCK : undefined} />
          <LunchNotes label={t('history.notes')} notes={order.notes} />
          {changeable ? (
            <div className="order-card-actions">
              <Button size="small" variant="outlined" onClick={() => onChange(order)}>
                {t('history.change')}
              </Button>
              <Button size="small" color="error" onClick={() => onCancel(order)}>
                {t('history.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="order-card-side">
          <p className={`order-card-title order-card-amount${struck}`}>{formatCents(toCents(order.totalAmount), language)}</p>
          <p className="order-card-small">{t('history.orderLabel', { id: order.id })}</p>
          {order.paymentReference ? <p className="order-card-small">{t('history.reference', { reference: order.paymentReference })}</p> : null}
          {cancelled ? (
            <>
              <Chip label={t('history.cancelledChip')} size="small" />
              {order.creditedAmount && toCents(order.creditedAmount) > 0 ? (
                <p className="order-card-small order-card-credited">
                  {t('history.creditedAmount', { amount: formatCents(toCents(order.creditedAmount), language) })}
                </p>
              ) : null}
            </>
          ) : (
            <PaymentBadge isPaid={order.isPaid} paymentStatus={order.paymentStatus} />
          )}
          <p className="order-card-small order-card-muted">{formatInstantDateTime(order.createdAt, schoolTimeZone, language)}</p>
        </div>
      </div>
    </OrderCardItem>
  );
}, sameCard);

/** The list hands each card a fresh itemProps object on every render: equal when its fields are. */
function sameCard(before: OrderCardProps, after: OrderCardProps): boolean {
  const keys = Object.keys(after) as (keyof OrderCardProps)[];
  const sameItemProps = (Object.keys(after.itemProps) as (keyof WindowListItemProps)[]).every((key) => before.itemProps[key] === after.itemProps[key]);
  return sameItemProps && keys.every((key) => key === 'itemProps' || before[key] === after[key]);
}
