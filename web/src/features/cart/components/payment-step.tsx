import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatCents } from '@lunchbox/domain/money';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { usePaymentOptions } from '../api/payment-options.ts';

type Provider = 'paypal' | 'zelle';

const PROVIDERS: Record<Provider, { name: string; urlKey: 'paypalUrl' | 'zelleUrl'; qrKey: 'paypalQr' | 'zelleQr' }> = {
  paypal: { name: 'PayPal', urlKey: 'paypalUrl', qrKey: 'paypalQr' },
  zelle: { name: 'Zelle', urlKey: 'zelleUrl', qrKey: 'zelleQr' },
};

interface PaymentStepProps {
  totalCents: number;
  /** Account credit that checkout will use; the parent pays only the rest. */
  creditCents?: number;
  /** True from 'I've Completed the Payment' until the orders are placed or refused. */
  confirming: boolean;
  onCompleted: () => void;
  onBack: () => void;
}

/**
 * 'Complete Your Payment' (admin-area.md: manual PayPal or Zelle, not verified): each tab shows the
 * provider's QR image and a button that opens its payment link in a new tab; then the parent says
 * the payment is done and the orders are placed as pending.
 */
export function PaymentStep({ totalCents: orderTotalCents, creditCents = 0, confirming, onCompleted, onBack }: PaymentStepProps) {
  // Everything below asks only for what is due once the credit is used.
  const totalCents = orderTotalCents - creditCents;
  const [provider, setProvider] = useState<Provider>('paypal');
  const { options, loading, error, refetch } = usePaymentOptions();
  const titleId = useId();
  const { name, urlKey, qrKey } = PROVIDERS[provider];
  const title = useRef<HTMLHeadingElement>(null);
  // A new step: keyboard and screen-reader users continue from its heading, not from the top of the page.
  useEffect(() => title.current?.focus(), []);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} variant="h2" sx={{ mb: 1 }}>
        Complete Your Payment
      </Typography>
      <Typography sx={{ mb: creditCents > 0 ? 0 : 2 }}>
        Order Total: <strong>{formatCents(orderTotalCents)}</strong>
      </Typography>
      {creditCents > 0 ? (
        <Typography sx={{ mb: 2 }}>
          Account credit used: <strong>-{formatCents(creditCents)}</strong> · Amount due: <strong>{formatCents(totalCents)}</strong>
        </Typography>
      ) : null}

      {loading ? (
        <LoadingSpinner label="Loading payment options" minHeight={200} />
      ) : error || !options ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the payment options. Please try again.
        </Alert>
      ) : (
        <>
          <Tabs value={provider} onChange={(_event, value: Provider) => setProvider(value)} aria-label="Payment method" variant="fullWidth" sx={{ mb: 2 }}>
            <Tab value="paypal" label="PayPal" id="payment-tab-paypal" aria-controls="payment-panel" />
            <Tab value="zelle" label="Zelle" id="payment-tab-zelle" aria-controls="payment-panel" />
          </Tabs>
          <Stack role="tabpanel" id="payment-panel" aria-labelledby={`payment-tab-${provider}`} spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box
              component="img"
              src={options[qrKey]}
              alt={`${name} QR code`}
              width={180}
              height={180}
              sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            <Typography variant="body2" color="text.secondary">
              Scan the code with your phone, or open {name} and send {formatCents(totalCents)}.
            </Typography>
            <Button component="a" href={options[urlKey]} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
              Pay with {name}
            </Button>
          </Stack>
          <Alert severity="info" sx={{ mt: 2 }}>
            Payments by {name} are checked by hand; your orders show as pending until we confirm the payment.
          </Alert>
        </>
      )}

      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onCompleted}
          disabled={confirming || !options}
          startIcon={confirming ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {confirming ? 'Confirming your payment...' : "I've Completed the Payment"}
        </Button>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={confirming}>
          Back to Cart
        </Button>
      </Stack>
    </Paper>
  );
}
