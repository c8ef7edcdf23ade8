import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { useLanguage } from '../../../lib/i18n.ts';
import { CodeImage } from '../../../ui/code-image.tsx';
import { useCopyText } from '../../../ui/use-copy-text.ts';
import type { TopUp } from '../api/balance.ts';

type Provider = 'paypal' | 'zelle';

/** One value the parent types into their bank's app, with a copy button. */
function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
        <IconButton size="small" aria-label={t('pay.copy', { what: label.toLowerCase() })} onClick={() => void copyText(label, value)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/**
 * How to pay a new top-up (issue 27 section 3): its reference and the payment step's PayPal and
 * Zelle options for its amount, as the checkout's payment step shows them. The focus moves to its
 * heading, so keyboard and screen-reader users continue from there.
 */
export function TopUpPayment({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [provider, setProvider] = useState<Provider>('paypal');
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [topUp.reference]);
  const options = topUp.paymentOptions;
  const amount = formatCents(toCents(topUp.amount), language);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} variant="h3" sx={{ mb: 1 }}>
        {t('neverMissScreens.balance.payTitle', { amount })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('neverMissScreens.balance.reference')} <strong data-testid="top-up-reference">{topUp.reference}</strong>
      </Typography>
      <Tabs value={provider} onChange={(_event, value: Provider) => setProvider(value)} aria-label={t('pay.method')} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="paypal" label="PayPal" id="top-up-tab-paypal" aria-controls="top-up-payment-panel" />
        <Tab value="zelle" label="Zelle" id="top-up-tab-zelle" aria-controls="top-up-payment-panel" />
      </Tabs>
      <Stack role="tabpanel" id="top-up-payment-panel" aria-labelledby={`top-up-tab-${provider}`} spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {provider === 'paypal' ? (
          <>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <CodeImage src={options.paypalQr} alt={t('pay.paypalQr')} width={160} quietZone />
              <Typography variant="body2" color="text.secondary">
                {t('pay.scan')}
              </Typography>
            </Box>
            <Button component="a" href={options.paypalUrl} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNewIcon />}>
              {t('pay.payPaypal')}
            </Button>
            <CopyLine label={t('pay.referenceNote')} value={topUp.reference} />
          </>
        ) : (
          <>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <CodeImage src={options.zelleQr} alt={t('pay.zelleQr')} width={160} quietZone />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('pay.zelleHow')}
            </Typography>
            {options.zelleRecipient ? (
              <CopyLine label={options.zelleRecipientName ? t('pay.toName', { name: options.zelleRecipientName }) : t('pay.to')} value={options.zelleRecipient} />
            ) : null}
            <CopyLine label={t('pay.amount')} value={amount} />
            <CopyLine label={t('pay.referenceMemo')} value={topUp.reference} />
            <Button component="a" href={options.zelleUrl} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
              {t('pay.openZelle')}
            </Button>
          </>
        )}
      </Stack>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('neverMissScreens.balance.byHand', { reference: topUp.reference })}
      </Alert>
    </Paper>
  );
}
