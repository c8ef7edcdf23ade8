import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { resetPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthForm } from './auth-form.tsx';

interface ResetPasswordFormProps {
  token: string;
  /** Called after a successful reset, to forget the token and show the login form. */
  onDone: () => void;
  onBackToLogin: () => void;
}

export function ResetPasswordForm({ token, onDone, onBackToLogin }: ResetPasswordFormProps) {
  const toast = useToast();
  const [resetPassword, loading] = useResetPassword();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '', token } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ input: values });
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
    <AuthForm
      onSubmit={onSubmit}
      name="Reset Password"
      intro="Choose a new password for your account."
      submit={{ label: 'Reset Password', pendingLabel: 'Resetting...', pending: loading }}
      other={{ label: 'Back to Login', onClick: onBackToLogin }}
    >
      {errors.token ? <Alert severity="error">{errors.token.message}</Alert> : null}
      <FormTextField label="New Password" type="password" autoComplete="new-password" autoFocus control={control} name="password" />
      <FormTextField label="Confirm Password" type="password" autoComplete="new-password" control={control} name="confirmPassword" />
    </AuthForm>
  );
}
