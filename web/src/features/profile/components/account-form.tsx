import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileSchema } from '@lunchbox/domain/identity-schemas';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useProfileDetails, useUpdateProfile } from '../api/profile.ts';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../ui/section-panel.tsx';

/** The profile screen's account form: full name, e-mail and phone. */
export function AccountForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user, loading, error } = useProfileDetails();
  const [updateProfile, saving] = useUpdateProfile();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(profileSchema), defaultValues: { fullName: '', email: '', phone: '' } });

  // Fill the form once per account; later cache refreshes must not wipe what is being typed.
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (user && filledFor.current !== user.id) {
      filledFor.current = user.id;
      reset({ fullName: user.fullName, email: user.email, phone: user.phone });
    }
  }, [user, reset]);

  useEffect(() => {
    if (error) toast({ title: t('common.error'), description: t('profile.loadFailed'), variant: 'destructive' });
  }, [error, toast, t]);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      const updated = await updateProfile({ id: user.id, input: values });
      reset({ fullName: updated.fullName, email: updated.email, phone: updated.phone });
      toast({ title: t('profile.updated'), description: t('profile.updatedText') });
    } catch {
      toast({ title: t('profile.updateFailed'), description: t('profile.updateFailedText'), variant: 'destructive' });
    }
  });

  return (
    <SectionPanel title={t('profile.account')} titleId="account-title">
      {loading ? (
        <LoadingSpinner label={t('profile.loading')} minHeight={160} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-title">
          <Stack spacing={2}>
            {user ? (
              <Typography color="text.secondary">
                {t('profile.username')} <strong>{user.username}</strong>
              </Typography>
            ) : null}
            <FormTextField label={t('profile.fullName')} autoComplete="name" control={control} name="fullName" />
            <FormTextField label={t('profile.email')} type="email" autoComplete="email" control={control} name="email" />
            <FormTextField label={t('profile.phone')} type="tel" autoComplete="tel" placeholder="555-123-4567" control={control} name="phone" />
            <Box>
              <Button type="submit" variant="contained" disabled={saving || !user}>
                {saving ? t('profile.saving') : t('profile.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </SectionPanel>
  );
}
