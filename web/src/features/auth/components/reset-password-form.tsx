import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import Alert from '@mui/material/Alert';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useResetPassword } from '../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';

interface ResetPasswordFormProps {
  token: string;
  /** Called after a successful reset, to forget the token and show the login form. */
  onDone: () => void;
  onBackToLogin: () => void;
}

// The schema (with zod) comes at the first key press or tap, not with the page (lib/lazy-zod-resolver.ts).
const resolver = lazyZodResolver(async () => (await import('@lunchbox/domain/identity-schemas')).resetPasswordSchema);

export function ResetPasswordForm({ token, onDone, onBackToLogin }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [resetPassword, loading] = useResetPassword();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { password: '', confirmPassword: '', token } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ input: values });
      toast({
        title: t('auth.resetDone'),
        description: t('auth.resetDoneText'),
      });
      onDone();
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'network') {
        toast({ title: t('auth.networkError'), description: t('auth.networkErrorText'), variant: 'destructive' });
      } else if (failure.kind === 'unreadable') {
        toast({ title: t('auth.resetFailed'), description: t('auth.unreadable'), variant: 'destructive' });
      } else {
        toast({ title: t('auth.resetFailed'), description: failure.message || t('auth.resetTryAgain'), variant: 'destructive' });
      }
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      name={t('auth.resetForm')}
      intro={t('auth.resetIntro')}
      submit={{ label: t('auth.resetForm'), pendingLabel: t('auth.resetting'), pending: loading }}
      other={{ label: t('auth.backToLogin'), onClick: onBackToLogin }}
    >
      {errors.token?.message ? <Alert severity="error">{refusalText(errors.token.message)}</Alert> : null}
      <FormTextField label={t('auth.newPassword')} type="password" autoComplete="new-password" autoFocus control={control} name="password" />
      <FormTextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" control={control} name="confirmPassword" />
    </AuthForm>
  );
}
