import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRequestPasswordReset } from '../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { useTranslation } from 'react-i18next';

// The schema (with zod) comes at the first key press or tap, not with the page (lib/lazy-zod-resolver.ts).
const resolver = lazyZodResolver(async () => (await import('@lunchbox/domain/identity-schemas')).forgotPasswordSchema);

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [requestPasswordReset, loading] = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email });
      toast({ title: t('auth.resetSent'), description: t('auth.resetSentText') });
      onBackToLogin();
    } catch (error) {
      if (describeFailure(error).kind === 'network') {
        toast({ title: t('auth.networkError'), description: t('auth.networkErrorText'), variant: 'destructive' });
      } else {
        toast({ title: t('auth.error'), description: t('auth.resetSendFailed'), variant: 'destructive' });
      }
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      name={t('auth.forgotForm')}
      intro={t('auth.forgotIntro')}
      submit={{ label: t('auth.sendLink'), pendingLabel: t('auth.sending'), pending: loading }}
      other={{ label: t('auth.backToLogin'), onClick: onBackToLogin }}
    >
      <FormTextField label={t('auth.email')} type="email" autoComplete="email" autoFocus control={control} name="email" />
    </AuthForm>
  );
}
