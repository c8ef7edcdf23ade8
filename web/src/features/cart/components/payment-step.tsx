import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { centsToDecimalString, formatCents } from '@lunchbox/domain/money';
import { CodeImage } from '../../../ui/code-image.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useCopyText } from '../../../ui/use-copy-text.ts';
import { usePaymentOptions } from '../api/cart.ts';
import type { PlacedCheckout } from '../api/checkout.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

type Provider = 'paypal' | 'zelle';

interface PaymentStepProps {
  placed: PlacedCheckout;
  /** True from 'I've Completed the Payment' until the success page opens. */
  confirming: boolean;
  onCompleted: () => void;
}

/** One value the parent types into their bank's app, with a copy button (issue 10 section 5). */
function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  const copy = () => copyText(label, value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }} aria-label={`${label} ${value}`}>
          {value}
        </Typography>
        <IconButton size="small" aria-label={t('pay.copy', { what: label.toLowerCase() })} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/**
 * 'Complete Your Payment' (admin-area.md: manual PayPal or Zelle, not verified; issue 10 section 5):
 * the lunches are placed; the parent pays the amount due under the checkout's reference. PayPal opens
 * the PayPal.me link with the amount; Zelle shows recipient, amount and reference, each to copy. The
 * QR codes are for wide screens, where a phone can scan them; on a phone, buttons do the work.
 */
export function PaymentStep({ placed, confirming, onCompleted }: PaymentStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [provider, setProvider] = useState<Provider>('paypal');
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
        <>
          <Tabs value={provider} onChange={(_event, value: Provider) => setProvider(value)} aria-label={t('pay.method')} variant="fullWidth" sx={{ mb: 2 }}>
            <Tab value="paypal" label="PayPal" id="payment-tab-paypal" aria-controls="payment-panel" />
            <Tab value="zelle" label="Zelle" id="payment-tab-zelle" aria-controls="payment-panel" />
          </Tabs>
          <Stack role="tabpanel" id="payment-panel" aria-labelledby={`payment-tab-${provider}`} spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            {provider === 'paypal' ? (
              <>
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <CodeImage src={options.paypalQr} alt={t('pay.paypalQr')} width={180} quietZone />
                  <Typography variant="body2" color="text.secondary">
                    {t('pay.scan')}
                  </Typography>
                </Box>
                <Button component="a" href={options.paypalUrl} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNewIcon />}>
                  {t('pay.payPaypal')}
                </Button>
                <CopyLine label={t('pay.referenceNote')} value={placed.paymentReference} />
              </>
            ) : (
              <>
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <CodeImage src={options.zelleQr} alt={t('pay.zelleQr')} width={180} quietZone />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('pay.zelleHow')}
                </Typography>
                {options.zelleRecipient ? (
                  <CopyLine
                    label={options.zelleRecipientName ? t('pay.toName', { name: options.zelleRecipientName }) : t('pay.to')}
                    value={options.zelleRecipient}
                  />
                ) : null}
                <CopyLine label={t('pay.amount')} value={due} />
                <CopyLine label={t('pay.referenceMemo')} value={placed.paymentReference} />
                <Button component="a" href={options.zelleUrl} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
                  {t('pay.openZelle')}
                </Button>
              </>
            )}
          </Stack>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('pay.byHand', { reference: placed.paymentReference })}
          </Alert>
        </>
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
