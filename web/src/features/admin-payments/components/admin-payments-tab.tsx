import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { formatInstantDateTime, formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminPayments, type CheckoutPayment, type CheckoutPaymentStatus } from '../api/admin-payments.ts';
import { useSetCheckoutPayment } from '../api/set-checkout-payment.ts';
import { LoadStates } from '../../../ui/load-states.tsx';

const LABELS: Record<CheckoutPaymentStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/**
 * The Payments tab (issue 10 section 5): payments by checkout under their reference, so a PayPal or
 * Zelle payment that names the reference is matched and every lunch of it marked at once.
 */
export function AdminPaymentsTab() {
  const [status, setStatus] = useState<CheckoutPaymentStatus>('pending');
  const { answer: payments = [], loading, error, refetch } = useAdminPayments(status);
  const [save, saving] = useSetCheckoutPayment();
  const [pending, setPending] = useState<{ payment: CheckoutPayment; status: CheckoutPaymentStatus } | null>(null);
  const toast = useToast();

  const confirm = async () => {
    if (!pending) return;
    try {
      await save({ reference: pending.payment.paymentReference, status: pending.status });
      toast({
        title: `Payment marked ${LABELS[pending.status].toLowerCase()}`,
        description: `${pending.payment.paymentReference}: ${pending.payment.lunches.length} lunch(es) of ${pending.payment.parentName}`,
      });
    } catch (failure) {
      toast({ title: 'Could not change the payment', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Box>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        Payments
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, value: CheckoutPaymentStatus | null) => value && setStatus(value)}
        aria-label="Payment status"
        sx={{ mb: 2 }}
      >
        {(Object.keys(LABELS) as CheckoutPaymentStatus[]).map((value) => (
          <ToggleButton key={value} value={value}>
            {LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LoadStates
        query={{ loading, error, refetch }}
        loadingLabel="Loading payments"
        minHeight={160}
        failure="Failed to load payments"
        isEmpty={payments.length === 0}
        empty={<Typography color="text.secondary">No {LABELS[status].toLowerCase()} payments.</Typography>}
      >
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((payment) => (
            <Paper key={payment.paymentReference} component="li" variant="outlined" aria-label={`Payment ${payment.paymentReference}`} sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Typography variant="h3" component="p">
                    {payment.paymentReference} · {formatCents(toCents(payment.amountDue))}
                  </Typography>
                  <Typography color="text.secondary">
                    {payment.parentName} · {payment.email}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                    {payment.lunches.map((lunch) => (
                      <li key={lunch.id}>
                        <Typography variant="body2">
                          {formatWeekdayMonthDay(lunch.lunchDate)}: {lunch.lunchOptions.join(', ')} for {lunch.childName}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {formatInstantDateTime(payment.createdAt, schoolTimeZone)}
                  </Typography>
                </Box>
                <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
                  {payment.status !== 'paid' ? (
                    <Button variant="contained" color="success" onClick={() => setPending({ payment, status: 'paid' })} disabled={saving}>
                      Mark Paid
                    </Button>
                  ) : null}
                  {payment.status !== 'failed' ? (
                    <Button variant="outlined" color="error" onClick={() => setPending({ payment, status: 'failed' })} disabled={saving}>
                      Mark Failed
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </LoadStates>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Mark ${pending.payment.paymentReference} ${LABELS[pending.status].toLowerCase()}?` : ''}
        question={
          pending
            ? `Every lunch of this checkout (${pending.payment.lunches.length}) is marked ${LABELS[pending.status].toLowerCase()}, and ${pending.payment.parentName} is e-mailed.`
            : ''
        }
        confirmLabel={pending ? `Mark ${LABELS[pending.status]}` : 'Confirm'}
        pendingLabel="Saving..."
        pending={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
