import { useState } from 'react';
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
import { useMyCredit } from '../../../lib/my-credit.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCancelLunchOrder } from '../api/cancel-lunch-order.ts';
import { useMyLunchOrders, type LunchOrder } from '../api/my-lunch-orders.ts';
import { OrderCard } from './order-card.tsx';

type PendingAction = { kind: 'cancel' | 'change'; order: LunchOrder };

/**
 * The my-orders 'history' tab (admin-area.md section 2, issue 10): the account credit, then
 * Upcoming lunches soonest first and Past ones latest first. An upcoming lunch can be cancelled
 * (or changed: cancelled, then ordered anew) until its deadline, after a confirmation.
 */
export function OrderHistory() {
  const { answer: orders = [], loading, error, refetch } = useMyLunchOrders();
  const { answer: credit } = useMyCredit();
  const [cancelLunch, cancelling] = useCancelLunchOrder();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const now = useNow();

  if (loading) return <LoadingSpinner label="Loading order history" />;
  if (error) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="error" sx={{ mb: 2 }}>
          Failed to load order history
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Box>
    );
  }
  if (orders.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h3" component="p">
          No orders yet
        </Typography>
        <Button href="/my-orders?tab=order" variant="contained">
          Place Order
        </Button>
      </Stack>
    );
  }

  const confirm = async () => {
    if (!pending) return;
    const { kind, order } = pending;
    try {
      const cancelled = await cancelLunch({ id: order.id });
      setPending(null);
      const credited =
        cancelled.creditedAmount && toCents(cancelled.creditedAmount) > 0 ? ` ${formatCents(toCents(cancelled.creditedAmount))} was added to your credit.` : '';
      toast({
        title: 'Lunch cancelled',
        description: `${order.childName}'s lunch on ${formatLongDate(order.lunchDate.slice(0, 10))} was cancelled.${credited}`,
      });
      if (kind === 'change') void navigate(`/my-orders?tab=order&childId=${order.childId}`);
    } catch (failure) {
      setPending(null);
      toast({ title: 'Could not cancel the lunch', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
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
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              now={now}
              onCancel={() => setPending({ kind: 'cancel', order })}
              onChange={() => setPending({ kind: 'change', order })}
            />
          ))}
        </Stack>
      </Box>
    );

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">
          {orders.length} Order(s) Found
        </Typography>
        <Typography aria-label={`Total ${formatCents(total)}`}>
          Total: <strong>{formatCents(total)}</strong>
        </Typography>
      </Stack>
      {credit && toCents(credit.balance) > 0 ? (
        <Alert severity="success" sx={{ mb: 2 }} aria-label={`Account credit ${formatCents(toCents(credit.balance))}`}>
          Account credit: <strong>{formatCents(toCents(credit.balance))}</strong>. It is used automatically at your next checkout.
        </Alert>
      ) : null}
      {list('Upcoming', upcoming)}
      {list('Past', past)}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'change' ? 'Change this lunch?' : 'Cancel this lunch?'}
        question={pending ? cancelQuestion(pending) : ''}
        confirmLabel={pending?.kind === 'change' ? 'Cancel and choose another' : 'Cancel lunch'}
        pendingLabel="Cancelling..."
        pending={cancelling}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}

function cancelQuestion({ kind, order }: PendingAction): string {
  const what = `${order.childName}'s ${order.lunchOptions.join(', ')} on ${formatLongDate(order.lunchDate.slice(0, 10))}`;
  const credit = order.isPaid ? ` ${formatCents(toCents(order.totalAmount))} will be credited to your account.` : '';
  return kind === 'change' ? `${what} will be cancelled, then you can choose another lunch for that day.${credit}` : `${what} will be cancelled.${credit}`;
}
