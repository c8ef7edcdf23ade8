import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthForm } from './auth-form.tsx';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const toast = useToast();
  const [requestPasswordReset, loading] = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email });
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
    <AuthForm
      onSubmit={onSubmit}
      name="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to reset your password."
      submit={{ label: 'Send Reset Link', pendingLabel: 'Sending...', pending: loading }}
      other={{ label: 'Back to Login', onClick: onBackToLogin }}
    >
      <FormTextField label="Email" type="email" autoComplete="email" autoFocus control={control} name="email" />
    </AuthForm>
  );
}
