import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { PAYMENT_STATUSES, type PaymentStatus } from '@lunchbox/domain/payment-rules';
import { formatInstantDateTime, formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminPayments, type CheckoutPayment, useSetCheckoutPayment } from '../api/admin-payments.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { TabTitle } from '../../../ui/tab-title.tsx';

/**
 * The Payments tab (issue 10 section 5): payments by checkout under their reference, so a PayPal or
 * Zelle payment that names the reference is matched and every lunch of it marked at once.
 */
export function AdminPaymentsTab() {
  const [status, setStatus] = useState<PaymentStatus>('pending');
  const { answer: payments = [], loading, error, refetch } = useAdminPayments(status);
  const [save, saving] = useSetCheckoutPayment();
  const toast = useToast();
  const { t } = useTranslation();
  const language = useLanguage();

  const marking = useConfirmation(async (pending: { payment: CheckoutPayment; status: PaymentStatus }) => {
    try {
      await save({ reference: pending.payment.paymentReference, status: pending.status });
      toast({
        title: t(`admin.payments.marked.${pending.status}`),
        description: t('admin.payments.markedText', {
          reference: pending.payment.paymentReference,
          count: pending.payment.lunches.length,
          parent: pending.payment.parentName,
        }),
      });
    } catch (failure) {
      toast({ title: t('admin.payments.changeFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });
  const pending = marking.subject;

  return (
    <Box>
      <TabTitle>{t('admin.payments.title')}</TabTitle>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, value: PaymentStatus | null) => value && setStatus(value)}
        aria-label={t('admin.payments.status')}
        sx={{ mb: 2 }}
      >
        {/* The filter in the domain's order (pending, paid, failed); each one's words are the catalogues' `admin.payments.filter.<status>`. */}
        {PAYMENT_STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`admin.payments.filter.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={payments.length === 0}
        texts={{ loading: t('admin.payments.loading'), failure: t('admin.payments.fetchFailed'), empty: t(`admin.payments.none.${status}`) }}
        minHeight={160}
      >
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((payment) => (
            <Paper
              key={payment.paymentReference}
              component="li"
              variant="outlined"
              aria-label={t('admin.payments.paymentLabel', { reference: payment.paymentReference })}
              sx={{ p: 2 }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Typography variant="h3" component="p">
                    {payment.paymentReference} · {formatCents(toCents(payment.amountDue), language)}
                  </Typography>
                  <Typography color="text.secondary">
                    {payment.parentName} · {payment.email}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                    {payment.lunches.map((lunch) => (
                      <li key={lunch.id}>
                        <Typography variant="body2">
                          {t('admin.payments.lunch', {
                            date: formatWeekdayMonthDay(lunch.lunchDate, language),
                            options: lunch.lunchOptions.join(', '),
                            child: lunch.childName,
                          })}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {formatInstantDateTime(payment.createdAt, schoolTimeZone, language)}
                  </Typography>
                </Box>
                <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
                  {payment.status !== 'paid' ? (
                    <Button variant="contained" color="success" onClick={() => marking.ask({ payment, status: 'paid' })} disabled={saving}>
                      {t('admin.orders.markPaid')}
                    </Button>
                  ) : null}
                  {payment.status !== 'failed' ? (
                    <Button variant="outlined" color="error" onClick={() => marking.ask({ payment, status: 'failed' })} disabled={saving}>
                      {t('admin.orders.markFailed')}
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </LoadStates>
      <ConfirmDialog
        {...marking.dialog}
        title={pending ? t(`admin.payments.confirmTitle.${pending.status}`, { reference: pending.payment.paymentReference }) : ''}
        question={
          pending ? t(`admin.payments.confirmQuestion.${pending.status}`, { count: pending.payment.lunches.length, parent: pending.payment.parentName }) : ''
        }
        confirmLabel={pending ? t(`admin.payments.confirmLabel.${pending.status}`) : t('admin.confirm')}
        pendingLabel={t('admin.saving')}
        pending={saving}
      />
    </Box>
  );
}
