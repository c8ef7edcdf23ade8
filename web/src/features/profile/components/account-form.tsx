import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileSchema } from '@lunchbox/domain/identity-schemas';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useProfileDetails } from '../api/profile-details.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The profile screen's account form: full name, e-mail and phone. */
export function AccountForm() {
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
    if (error) toast({ title: 'Error', description: 'Could not load user data. Please try again later.', variant: 'destructive' });
  }, [error, toast]);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      const updated = await updateProfile({ id: user.id, input: values });
      reset({ fullName: updated.fullName, email: updated.email, phone: updated.phone });
      toast({ title: 'Profile Updated', description: 'Your account details have been saved.' });
    } catch {
      toast({ title: 'Update Failed', description: 'There was an error updating your profile. Please try again.', variant: 'destructive' });
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="account-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-title" variant="h2" sx={{ mb: 2 }}>
        Account Information
      </Typography>
      {loading ? (
        <LoadingSpinner label="Loading your account" minHeight={160} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-title">
          <Stack spacing={2}>
            {user ? (
              <Typography color="text.secondary">
                Username: <strong>{user.username}</strong>
              </Typography>
            ) : null}
            <FormTextField label="Full Name" autoComplete="name" control={control} name="fullName" />
            <FormTextField label="Email" type="email" autoComplete="email" control={control} name="email" />
            <FormTextField label="Phone" type="tel" autoComplete="tel" placeholder="555-123-4567" control={control} name="phone" />
            <Box>
              <Button type="submit" variant="contained" disabled={saving || !user}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
