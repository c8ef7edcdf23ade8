import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthFormButtons } from './auth-form-buttons.tsx';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const toast = useToast();
  const { requestPasswordReset, loading } = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast({ title: 'Reset Email Sent', description: 'Check your email for password reset instructions.' });
      onBackToLogin();
    } catch (error) {
      if (describeFailure(error).kind === 'network') {
        toast({ title: 'Network Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'Failed to send reset email', variant: 'destructive' });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-password-title">
      <Stack spacing={2}>
        <Typography id="forgot-password-title" variant="h2">
          Forgot Password
        </Typography>
        <Typography color="text.secondary">Enter the email address of your account and we will send you a link to reset your password.</Typography>
        <FormTextField label="Email" type="email" autoComplete="email" autoFocus control={control} name="email" />
        <AuthFormButtons label="Send Reset Link" pendingLabel="Sending..." pending={loading} other={{ label: 'Back to Login', onClick: onBackToLogin }} />
      </Stack>
    </Box>
  );
}
