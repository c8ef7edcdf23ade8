import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { useLanguage } from '../../../lib/i18n.ts';
import { PaymentOptionsPanel } from '../../../ui/payment-options-panel.tsx';
import type { TopUp } from '../api/balance.ts';

/**
 * How to pay a new top-up (issue 27 section 3): its reference and the PayPal and Zelle options for
 * its amount, the same panel the checkout's payment step shows. The focus moves to its heading, so
 * keyboard and screen-reader users continue from there.
 */
export function TopUpPayment({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [topUp.reference]);
  const amount = formatCents(toCents(topUp.amount), language);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} variant="h3" sx={{ mb: 1 }}>
        {t('neverMissScreens.balance.payTitle', { amount })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('neverMissScreens.balance.reference')} <strong data-testid="top-up-reference">{topUp.reference}</strong>
      </Typography>
      <PaymentOptionsPanel
        options={topUp.paymentOptions}
        amount={amount}
        reference={topUp.reference}
        byHandNote={t('neverMissScreens.balance.byHand', { reference: topUp.reference })}
        qrSize={160}
      />
    </Paper>
  );
}
