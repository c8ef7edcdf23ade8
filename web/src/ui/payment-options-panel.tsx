import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CodeImage } from './code-image.tsx';
import { useCopyText } from './use-copy-text.ts';

type Provider = 'paypal' | 'zelle';

/** The fields of the server's payment options that the panel shows. */
export interface PaymentOptionsFields {
  paypalUrl: string;
  paypalQr: string;
  zelleUrl: string;
  zelleQr: string;
  zelleRecipient: string | null;
  zelleRecipientName: string | null;
}

interface PaymentOptionsPanelProps {
  options: PaymentOptionsFields;
  /** The amount to pay, formatted for the reader's language. */
  amount: string;
  /** The reference the administrator matches the payment by. */
  reference: string;
  /** What to do when paying by hand, already translated: it names what is paid for. */
  byHandNote: string;
  /** The QR codes' side in pixels. */
  qrSize: number;
}

/** One value the parent types into their bank's app, with a copy button (issue 10 section 5). */
function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }} aria-label={`${label} ${value}`}>
          {value}
        </Typography>
        <IconButton size="small" aria-label={t('pay.copy', { what: label.toLowerCase() })} onClick={() => void copyText(label, value)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/**
 * The manual PayPal and Zelle options for one amount under one reference (admin-area.md; issue 10
 * section 5), shown by the checkout's payment step and by a balance top-up. PayPal opens the
 * PayPal.me link with the amount; Zelle shows recipient, amount and reference, each to copy. The QR
 * codes are for wide screens, where a phone can scan them; on a phone, buttons do the work.
 */
export function PaymentOptionsPanel({ options, amount, reference, byHandNote, qrSize }: PaymentOptionsPanelProps) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<Provider>('paypal');
  // Ids of their own, so two panels on one page never share one.
  const id = useId();
  const tabId = (value: Provider) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;

  return (
    <>
      <Tabs value={provider} onChange={(_event, value: Provider) => setProvider(value)} aria-label={t('pay.method')} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="paypal" label="PayPal" id={tabId('paypal')} aria-controls={panelId} />
        <Tab value="zelle" label="Zelle" id={tabId('zelle')} aria-controls={panelId} />
      </Tabs>
      <Stack role="tabpanel" id={panelId} aria-labelledby={tabId(provider)} spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {provider === 'paypal' ? (
          <>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <CodeImage src={options.paypalQr} alt={t('pay.paypalQr')} width={qrSize} quietZone />
              <Typography variant="body2" color="text.secondary">
                {t('pay.scan')}
              </Typography>
            </Box>
            <Button component="a" href={options.paypalUrl} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNewIcon />}>
              {t('pay.payPaypal')}
            </Button>
            <CopyLine label={t('pay.referenceNote')} value={reference} />
          </>
        ) : (
          <>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <CodeImage src={options.zelleQr} alt={t('pay.zelleQr')} width={qrSize} quietZone />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('pay.zelleHow')}
            </Typography>
            {options.zelleRecipient ? (
              <CopyLine label={options.zelleRecipientName ? t('pay.toName', { name: options.zelleRecipientName }) : t('pay.to')} value={options.zelleRecipient} />
            ) : null}
            <CopyLine label={t('pay.amount')} value={amount} />
            <CopyLine label={t('pay.referenceMemo')} value={reference} />
            <Button component="a" href={options.zelleUrl} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
              {t('pay.openZelle')}
            </Button>
          </>
        )}
      </Stack>
      <Alert severity="info" sx={{ mt: 2 }}>
        {byHandNote}
      </Alert>
    </>
  );
}
