import { useEffect, useId, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToDecimalString, formatCents } from '@lunchbox/domain/money';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PaymentOptionsPanel } from '../../../ui/payment-options-panel.tsx';
import { usePaymentOptions } from '../api/cart.ts';
import type { PlacedCheckout } from '../api/checkout.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

interface PaymentStepProps {
  placed: PlacedCheckout;
  /** True from 'I've Completed the Payment' until the success page opens. */
  confirming: boolean;
  onCompleted: () => void;
}

/**
 * 'Complete Your Payment' (admin-area.md: manual PayPal or Zelle, not verified; issue 10 section 5):
 * the lunches are placed; the parent pays the amount due under the checkout's reference, by the
 * shared PayPal and Zelle options.
 */
export function PaymentStep({ placed, confirming, onCompleted }: PaymentStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { answer: options, loading, error, refetch } = usePaymentOptions(centsToDecimalString(placed.amountDueCents));
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // A new step: keyboard and screen-reader users continue from its heading, not from the top of the page.
  useEffect(() => title.current?.focus(), []);
  const due = formatCents(placed.amountDueCents, language);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} variant="h2" sx={{ mb: 1 }}>
        {t('pay.title')}
      </Typography>
      <Typography>
        {t('pay.orderTotal')} <strong>{formatCents(placed.totalCents, language)}</strong>
      </Typography>
      {placed.creditCents > 0 ? (
        <Typography>
          {t('pay.creditUsed')} <strong>-{formatCents(placed.creditCents, language)}</strong> · {t('pay.amountDue')} <strong>{due}</strong>
        </Typography>
      ) : null}
      <Typography sx={{ mb: 2 }}>
        {t('pay.reference')} <strong data-testid="payment-step-reference">{placed.paymentReference}</strong>
      </Typography>

      {loading ? (
        <LoadingSpinner label={t('pay.loading')} minHeight={200} />
      ) : error || !options ? (
        <RetryAlert onRetry={() => void refetch()}>{t('pay.optionsFailed')}</RetryAlert>
      ) : (
        <PaymentOptionsPanel
          options={options}
          amount={due}
          reference={placed.paymentReference}
          byHandNote={t('pay.byHand', { reference: placed.paymentReference })}
          qrSize={180}
        />
      )}

      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onCompleted}
          disabled={confirming}
          startIcon={confirming ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {confirming ? t('pay.confirming') : t('pay.completed')}
        </Button>
        <Button href="/my-orders">{t('pay.later')}</Button>
      </Stack>
    </Paper>
  );
}
