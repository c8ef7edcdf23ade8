import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { useLanguage } from '../../../lib/i18n.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { SectionPanel } from '../../../ui/section-panel.tsx';
import { useMyBalance, type TopUp } from '../api/balance.ts';
import { TopUpForm } from './top-up-form.tsx';
import { TopUpList } from './top-up-list.tsx';
import { TopUpPayment } from './top-up-payment.tsx';

/**
 * The profile's "Balance" (issue 27 section 3): what checkout takes first, a top-up to pay by
 * PayPal or Zelle under its reference (credited once the administrator confirms it), and the
 * parent's top-ups with their status.
 */
export function BalancePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = useMyBalance();
  const [created, setCreated] = useState<TopUp | null>(null);

  return (
    <SectionPanel title={t('neverMissScreens.balance.title')}>
      <Stack spacing={2}>
        {balance.loading ? (
          <LoadingSpinner label={t('neverMissScreens.balance.loading')} minHeight={48} />
        ) : balance.error && !balance.answer ? (
          <RetryAlert onRetry={() => void balance.refetch()}>{t('neverMissScreens.balance.loadFailed')}</RetryAlert>
        ) : (
          <Typography>
            {t('neverMissScreens.balance.current')}{' '}
            <strong data-testid="balance-amount">{formatCents(toCents(balance.answer?.balance ?? '0'), language)}</strong>
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('neverMissScreens.balance.explain')}
        </Typography>
        <TopUpForm onCreated={setCreated} />
        {created ? <TopUpPayment topUp={created} /> : null}
      </Stack>
      <TopUpList />
    </SectionPanel>
  );
}
