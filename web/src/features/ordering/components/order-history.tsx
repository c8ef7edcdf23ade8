import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatCents, sumCents, toCents } from '@lunchbox/domain/money';
import { splitOrderHistory } from '@lunchbox/domain/order-rules';
import { formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { useMyCredit } from '../api/my-credit.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { WindowList } from '../../../ui/window-list.tsx';
import type { MyLunchOrders } from '../api/my-lunch-orders.ts';
import { useCancelLunchOrder, type LunchOrder } from '../api/ordering.ts';
import { OrderCard } from './order-card.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';

// The question (a dialog, with MUI's modal) is fetched when first asked: the screen's first frame does without it.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../../ui/confirm-dialog.tsx')).ConfirmDialog }));

/** An order card's height on a phone before it is measured (the list renders what fits the screen from it). */
const ORDER_CARD_HEIGHT = 300;

/**
 * One card beyond the screen's edge, not WindowList's four: each card is some twenty elements, and
 * styling the history's first cards was most of its first long task on a phone (issue 34). One is
 * enough for Tab to move on into the next card, which the list then draws as the page scrolls to it.
 */
const CARDS_BEYOND_SCREEN = 1;

type PendingAction = { kind: 'cancel' | 'change'; order: LunchOrder };

/**
 * The my-orders 'history' tab (admin-area.md section 2, issue 10): the account credit, then
 * Upcoming lunches soonest first and Past ones latest first. An upcoming lunch can be cancelled
 * (or changed: cancelled, then ordered anew) until its deadline, after a confirmation. `orders` are
 * the screen's, which it holds for both tabs.
 */
export function OrderHistory({ orders: { answer, loading, error, refetch, applyCancellation } }: { orders: MyLunchOrders }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The orders arrive in an urgent update (Apollo's store): the cards are drawn from them in a
  // transition, which React renders in slices between the browser's own work (issue 34).
  const orders = useDeferredValue(answer);
  const [cancelLunch, cancelling] = useCancelLunchOrder();
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Kept once asked, so that the dialog closes as MUI closes it (its focus back on the card's button).
  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);
  const toast = useToast();
  const navigate = useNavigate();
  const now = useNow();
  const clocks = useSchoolClocks();
  // Stable, so the memoised cards render again only when their own order, the clock or the cut-offs change.
  const askCancel = useCallback((order: LunchOrder) => setPending({ kind: 'cancel', order }), []);
  const askChange = useCallback((order: LunchOrder) => setPending({ kind: 'change', order }), []);

  if (loading || (answer !== undefined && orders === undefined)) return <LoadingSpinner label={t('history.loading')} />;
  if (error) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="error" sx={{ mb: 2 }}>
          {t('history.failed')}
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          {t('history.tryAgain')}
        </Button>
      </Box>
    );
  }
  if (!orders || orders.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
        title={t('history.none')}
        action={
          <Button href="/my-orders?tab=order" variant="contained">
            {t('history.place')}
          </Button>
        }
      />
    );
  }

  const confirm = async () => {
    if (!pending) return;
    const { kind, order } = pending;
    try {
      const cancelled = await cancelLunch({ id: order.id });
      applyCancellation(cancelled);
      setPending(null);
      const credited =
        cancelled.creditedAmount && toCents(cancelled.creditedAmount) > 0
          ? t('history.credited', { amount: formatCents(toCents(cancelled.creditedAmount), language) })
          : '';
      toast({
        title: t('history.cancelled'),
        description: t('history.cancelledText', { child: order.childName, date: formatLongDate(order.lunchDate.slice(0, 10), language), credited }),
      });
      if (kind === 'change') void navigate(`/my-orders?tab=order&childId=${order.childId}`);
    } catch (failure) {
      setPending(null);
      toast({ title: t('history.cancelFailed'), description: failureMessage(failure, t('history.tryAgainText')), variant: 'destructive' });
    }
  };

  const active = orders.filter((order) => order.status !== 'cancelled');
  const total = sumCents(active.map((order) => toCents(order.totalAmount)));
  const { upcoming, past } = splitOrderHistory(orders, schoolToday(now, schoolTimeZone));
  const list = (label: string, shown: LunchOrder[]) =>
    shown.length === 0 ? null : (
      <Box component="section" aria-label={label} sx={{ mb: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {label}
        </Typography>
        <WindowList
          items={shown}
          itemKey={(order) => order.id}
          renderItem={(order, itemProps) => (
            <OrderCard key={order.id} order={order} now={now} clocks={clocks} itemProps={itemProps} onCancel={askCancel} onChange={askChange} />
          )}
          estimateHeight={ORDER_CARD_HEIGHT}
          gap={16}
          overscan={CARDS_BEYOND_SCREEN}
          aria-label={label}
        />
      </Box>
    );

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">
          {t('history.found', { count: orders.length })}
        </Typography>
        <Typography aria-label={t('history.totalLabel', { total: formatCents(total, language) })}>
          {t('history.total')} <strong>{formatCents(total, language)}</strong>
        </Typography>
      </Stack>
      <CreditNotice />
      {list(t('history.upcoming'), upcoming)}
      {list(t('history.past'), past)}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            title={pending?.kind === 'change' ? t('history.changeTitle') : t('history.cancelTitle')}
            question={pending ? cancelQuestion(pending, t, language) : ''}
            confirmLabel={pending?.kind === 'change' ? t('history.changeConfirm') : t('history.cancelConfirm')}
            pendingLabel={t('history.cancelling')}
            pending={cancelling}
            onConfirm={() => void confirm()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The account's credit, when there is some. A component of its own: the credit is asked for as the
 * history is first drawn, and its answer, which React draws at once in one task, then draws this
 * notice alone rather than the whole history with its cards (issue 34).
 */
function CreditNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { answer: credit } = useMyCredit();
  if (!credit || toCents(credit.balance) <= 0) return null;
  const amount = formatCents(toCents(credit.balance), language);
  return (
    <Alert severity="success" sx={{ mb: 2 }} aria-label={t('history.creditLabel', { amount })}>
      {t('history.credit')} <strong>{amount}</strong>
      {t('history.creditRest')}
    </Alert>
  );
}

function cancelQuestion({ kind, order }: PendingAction, t: TFunction, language: LanguageCode): string {
  const what = t('history.what', {
    child: order.childName,
    options: order.lunchOptions.join(', '),
    date: formatLongDate(order.lunchDate.slice(0, 10), language),
  });
  const credit = order.isPaid ? t('history.willCredit', { amount: formatCents(toCents(order.totalAmount), language) }) : '';
  return t(kind === 'change' ? 'history.changeQuestion' : 'history.cancelQuestion', { what, credit });
}
