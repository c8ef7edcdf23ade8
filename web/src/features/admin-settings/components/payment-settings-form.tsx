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
import { usePaymentSettings, useSavePaymentSettings } from '../api/admin-settings.ts';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';

/** Where parents send money (issue 10 section 5): the PayPal.me name and the Zelle recipient. */
export function PaymentSettingsForm() {
  const toast = useToast();
  const { t } = useTranslation();
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
      toast({ title: t('admin.paymentSettings.saved'), description: t('admin.paymentSettings.savedText') });
    } catch (failure) {
      toast({ title: t('admin.paymentSettings.saveFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t('admin.paymentSettings.title')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
        {t('admin.paymentSettings.title')}
      </Typography>
      {loading ? (
        <LoadingSpinner label={t('admin.paymentSettings.loading')} minHeight={120} />
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>{t('admin.paymentSettings.fetchFailed')}</RetryAlert>
      ) : (
        <Stack spacing={2}>
          <FormTextField control={control} name="paypalMeHandle" label={t('admin.paymentSettings.paypal')} helperText={t('admin.paymentSettings.paypalHelp')} />
          <FormTextField control={control} name="zelleRecipientName" label={t('admin.paymentSettings.zelleName')} />
          <FormTextField control={control} name="zelleRecipient" label={t('admin.paymentSettings.zelle')} />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {saving ? t('admin.saving') : t('admin.paymentSettings.save')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
