import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthFormButtons } from './auth-form-buttons.tsx';

interface ResetPasswordFormProps {
  token: string;
  /** Called after a successful reset, to forget the token and show the login form. */
  onDone: () => void;
  onBackToLogin: () => void;
}

export function ResetPasswordForm({ token, onDone, onBackToLogin }: ResetPasswordFormProps) {
  const toast = useToast();
  const { resetPassword, loading } = useResetPassword();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '', token } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast({
        title: 'Password Reset Successful',
        description: 'Your password has been updated. You can now log in with your username or email address.',
      });
      onDone();
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'network') {
        toast({ title: 'Network Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' });
      } else if (failure.kind === 'unreadable') {
        toast({ title: 'Reset Failed', description: 'Failed to parse server response', variant: 'destructive' });
      } else {
        toast({ title: 'Reset Failed', description: failure.message || 'Failed to reset password. Try again.', variant: 'destructive' });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="reset-password-title">
      <Stack spacing={2}>
        <Typography id="reset-password-title" variant="h2">
          Reset Password
        </Typography>
        <Typography color="text.secondary">Choose a new password for your account.</Typography>
        {errors.token ? <Alert severity="error">{errors.token.message}</Alert> : null}
        <FormTextField label="New Password" type="password" autoComplete="new-password" autoFocus control={control} name="password" />
        <FormTextField label="Confirm Password" type="password" autoComplete="new-password" control={control} name="confirmPassword" />
        <AuthFormButtons label="Reset Password" pendingLabel="Resetting..." pending={loading} other={{ label: 'Back to Login', onClick: onBackToLogin }} />
      </Stack>
    </Box>
  );
}
