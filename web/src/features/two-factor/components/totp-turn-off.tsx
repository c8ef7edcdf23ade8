import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDisableTwoFactor } from '../api/two-factor.ts';
import { useFailureToast } from './use-two-factor-toasts.ts';

const schemas = () => import('@lunchbox/domain/two-factor-schemas');
const resolver = lazyZodResolver(async () => (await schemas()).disableFormSchema);

/** Turning TOTP off takes the password and a code (or a recovery code): a session alone is not enough. */
export function TotpTurnOff() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const [disable, disabling] = useDisableTwoFactor();
  const { control, handleSubmit, reset } = useForm({ resolver, defaultValues: { password: '', factor: '' } });
  const onSubmit = handleSubmit(async ({ password, factor }) => {
    try {
      const { splitFactor } = await schemas();
      await disable({ input: { password, ...splitFactor(factor) } });
      reset();
      toast({ title: t('profile.security.disabled') });
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.security.turnOff')}>
      <Stack spacing={2}>
        <FormTextField label={t('profile.security.password')} type="password" autoComplete="current-password" control={control} name="password" />
        <FormTextField label={t('profile.security.offCode')} autoComplete="one-time-code" control={control} name="factor" />
        <Button type="submit" variant="outlined" color="error" disabled={disabling}>
          {t('profile.security.confirmOff')}
        </Button>
      </Stack>
    </Box>
  );
}
