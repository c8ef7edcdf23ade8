import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { CodeImage } from '../../../ui/code-image.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useEnableTwoFactor, useSetUpTwoFactor, type TwoFactorSetup } from '../api/two-factor.ts';
import { useFailureToast } from './use-two-factor-toasts.ts';

const resolver = lazyZodResolver(async () => (await import('@lunchbox/domain/two-factor-schemas')).codeFormSchema);

/**
 * Turning TOTP on: the QR code (drawn by the server) and the key to type, then the first code from
 * the app; `onEnabled` is handed the ten recovery codes, to show this once.
 */
export function TotpSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [setUp, starting] = useSetUpTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  if (setup) return <ConfirmSetup setup={setup} onEnabled={onEnabled} />;
  return (
    <Button
      variant="contained"
      disabled={starting}
      onClick={() => {
        setUp().then(setSetup, failed);
      }}
    >
      {t('profile.security.turnOn')}
    </Button>
  );
}

function ConfirmSetup({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const [enable, enabling] = useEnableTwoFactor();
  const { control, handleSubmit } = useForm({ resolver, defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const codes = await enable({ code });
      toast({ title: t('profile.security.enabled') });
      onEnabled(codes);
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.security.turnOn')}>
      <Stack spacing={2}>
        <Typography>{t('profile.security.scan')}</Typography>
        <CodeImage src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`} alt={t('profile.security.qrAlt')} width={200} quietZone />
        <Typography>
          {t('profile.security.secretLabel')}:{' '}
          <Box component="code" data-testid="totp-secret">
            {setup.secret}
          </Box>
        </Typography>
        <FormTextField label={t('profile.security.code')} autoComplete="one-time-code" inputMode="numeric" control={control} name="code" />
        <Button type="submit" variant="contained" disabled={enabling}>
          {t('profile.security.confirm')}
        </Button>
      </Stack>
    </Box>
  );
}
