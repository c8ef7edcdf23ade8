import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentSettingsSchema, type PaymentSettingsInput } from '@lunchbox/domain/payment-rules';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';

/** Where parents send money (issue 10 section 5): the PayPal.me name and the Zelle recipient. */
export function PaymentSettingsForm() {
  const toast = useToast();
  const { answer: settings, loading, error, refetch } = usePaymentSettings();
  const [save, saving] = useSavePaymentSettings();
  const { control, handleSubmit, reset } = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: { paypalMeHandle: '', zelleRecipientName: '', zelleRecipient: '' },
  });
  useEffect(() => {
    if (settings) reset(settings);
  }, [settings, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      toast({ title: 'Payment settings saved', description: 'The payment step now shows these details.' });
    } catch (failure) {
      toast({ title: 'Could not save the payment settings', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Payment settings"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
        Payment settings
      </Typography>
      {loading ? (
        <LoadingSpinner label="Loading payment settings" minHeight={120} />
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>Failed to load the payment settings</RetryAlert>
      ) : (
        <Stack spacing={2}>
          <FormTextField control={control} name="paypalMeHandle" label="PayPal.me name" helperText="paypal.me/… (letters and digits)" />
          <FormTextField control={control} name="zelleRecipientName" label="Zelle recipient name" />
          <FormTextField control={control} name="zelleRecipient" label="Zelle e-mail or phone" />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {saving ? 'Saving...' : 'Save Payment Settings'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
