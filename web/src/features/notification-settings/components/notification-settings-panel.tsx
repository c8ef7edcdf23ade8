import { useCallback, useEffect, useRef } from 'react';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@lunchbox/domain/money';
import type { z } from 'zod';
import { notificationSettingsSchema, type NotificationSettingsInput, type NotificationSettingsView } from '@lunchbox/domain/notification-settings';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { SectionPanel } from '../../../ui/section-panel.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useMyNotificationSettings, useSetMyNotificationSettings } from '../api/notification-settings.ts';

type SettingsValues = NotificationSettingsInput;
type SettingsParsed = z.output<typeof notificationSettingsSchema>;
/** The settings as the form holds them: only the schema's fields (the answer's __typename would be an unknown field to it). */
function formValuesOf({ reminders, lowBalance }: NotificationSettingsView): SettingsValues {
  return { reminders: { email: reminders.email, whatsapp: reminders.whatsapp }, lowBalance: { email: lowBalance.email, threshold: lowBalance.threshold } };
}

type SwitchName = 'reminders.email' | 'reminders.whatsapp' | 'lowBalance.email';

function SettingBox({ control, name, label }: { control: Control<SettingsValues, unknown, SettingsParsed>; name: SwitchName; label: string }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Checkbox checked={field.value ?? false} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
      label={label}
    />
  );
}

const checkSettings = zodResolver(notificationSettingsSchema);

/**
 * The domain's settings schema as the form's resolver, its refusal of the threshold (negative, not an
 * amount; the schema writes it in English for the API) said in the reader's language.
 */
function useThresholdInWords(): Resolver<SettingsValues, unknown, SettingsParsed> {
  const { t } = useTranslation();
  return useCallback(
    async (values, context, options) => {
      const result = await checkSettings(values, context, options);
      const threshold = result.errors.lowBalance?.threshold;
      if (threshold) threshold.message = t('neverMissScreens.notifications.thresholdInvalid');
      return result;
    },
    [t],
  );
}

/**
 * The profile's "Notifications" (issue 27 sections 2 and 3): the weekly reminder by e-mail and
 * WhatsApp, and the low-balance e-mail below a threshold checked with the domain's settings schema.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const { answer: settings, loading, error, refetch } = useMyNotificationSettings();
  const [save, saving] = useSetMyNotificationSettings();
  const { control, handleSubmit, reset } = useForm<SettingsValues, unknown, SettingsParsed>({
    resolver: useThresholdInWords(),
    defaultValues: { reminders: { email: true, whatsapp: false }, lowBalance: { email: true, threshold: '10.00' } },
  });

  // Filled once from the server; a later refresh of the cache must not wipe what is being changed.
  const filled = useRef(false);
  useEffect(() => {
    if (!settings || filled.current) return;
    filled.current = true;
    reset(formValuesOf(settings));
  }, [settings, reset]);

  const onSubmit = handleSubmit(async ({ reminders, lowBalance }) => {
    try {
      const answer = await save({ input: { reminders, lowBalance: { email: lowBalance.email, threshold: centsToDecimalString(lowBalance.thresholdCents) } } });
      reset(formValuesOf(answer));
      toast({ title: t('neverMissScreens.notifications.saved'), description: t('neverMissScreens.notifications.savedText') });
    } catch (failure) {
      toast({ title: t('neverMissScreens.notifications.saveFailed'), description: failureMessage(failure, t('common.tryAgain')), variant: 'destructive' });
    }
  });

  return (
    <SectionPanel title={t('neverMissScreens.notifications.title')} titleId="notification-settings-title">
      {loading ? (
        <LoadingSpinner label={t('neverMissScreens.notifications.loading')} minHeight={160} />
      ) : error && !settings ? (
        <RetryAlert onRetry={() => void refetch()}>{t('neverMissScreens.notifications.loadFailed')}</RetryAlert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="notification-settings-title">
          <Stack spacing={2}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 0.5 }}>
                {t('neverMissScreens.notifications.reminders')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('neverMissScreens.notifications.remindersHint')}
              </Typography>
              <FormGroup>
                <SettingBox control={control} name="reminders.email" label={t('neverMissScreens.notifications.reminderEmail')} />
                <SettingBox control={control} name="reminders.whatsapp" label={t('neverMissScreens.notifications.reminderWhatsapp')} />
              </FormGroup>
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 0.5 }}>
                {t('neverMissScreens.notifications.lowBalance')}
              </Typography>
              <FormGroup>
                <SettingBox control={control} name="lowBalance.email" label={t('neverMissScreens.notifications.lowBalanceEmail')} />
              </FormGroup>
              <FormTextField
                label={t('neverMissScreens.notifications.threshold')}
                autoComplete="off"
                control={control}
                name="lowBalance.threshold"
                helperText={t('neverMissScreens.notifications.thresholdHint')}
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
                sx={{ mt: 1, maxWidth: 240 }}
              />
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? t('neverMissScreens.notifications.saving') : t('neverMissScreens.notifications.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </SectionPanel>
  );
}
