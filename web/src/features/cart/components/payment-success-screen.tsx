import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { formatCents } from '@lunchbox/domain/money';
import type { PaymentSuccessState } from '../api/checkout.ts';
import { cartStore } from '../stores/cart-store.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { MessageScreen } from '../../../ui/message-screen.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

/**
 * /payment-success: the order is received and its payment is pending until an administrator
 * verifies it (issue 10 section 5: the spec's 'confirmed' was not true yet), with the reference
 * and the amount to pay; removes the saved cart of the user (or the guest).
 */
export function PaymentSuccessScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, loading } = useCurrentUser();
  const userId = user?.id ?? null;
  const placed = (useLocation().state ?? {}) as PaymentSuccessState;
  const dueCents = placed.amountDueCents ?? null;

  useEffect(() => {
    if (!loading) cartStore.clear(userId);
  }, [loading, userId]);

  if (loading) return <LoadingSpinner label={t('pay.loadingSuccess')} minHeight="60vh" />;
  return (
    <MessageScreen
      icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 72, mb: 2 }} aria-hidden />}
      title={t('pay.received')}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button href="/my-orders" variant="contained">
            {t('pay.viewOrders')}
          </Button>
          <Button href="/" variant="outlined">
            {t('pay.backHome')}
          </Button>
        </Stack>
      }
    >
      {dueCents === 0 ? (
        t('pay.creditPaid')
      ) : (
        <>
          {t('pay.pendingLead')}
          {dueCents !== null ? t('pay.pendingAmount', { amount: formatCents(dueCents, language) }) : ''}
          {t('pay.pendingRest')}
          {placed.paymentReference ? (
            <>
              {' '}
              {t('pay.yourReference')} <strong data-testid="payment-reference">{placed.paymentReference}</strong>.
            </>
          ) : null}{' '}
          {t('pay.emailSoon')}
        </>
      )}
    </MessageScreen>
  );
}
