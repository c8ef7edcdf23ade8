import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { currentLanguage, refusalText } from '../../../lib/i18n.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRegister } from '../api/auth.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { useStartSession } from '../hooks/use-session-actions.ts';
import { AuthForm } from './auth-form.tsx';
import { useTranslation } from 'react-i18next';


// The schema (with zod) comes at the first key press or tap, not with the page (lib/lazy-zod-resolver.ts).
const resolver = lazyZodResolver(async () => (await import('@lunchbox/domain/identity-schemas')).registerSchema);

export function RegisterForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [createAccount, loading] = useRegister();
  const startSession = useStartSession();
  const { captcha, loading: captchaLoading, failed: captchaFailed, refresh: refreshCaptcha } = useCaptcha();
  const {
    control,
    handleSubmit,
    setValue,
    resetField,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { username: '', email: '', password: '', fullName: '', phone: '', captchaAnswer: '', captchaId: '' },
  });

  useEffect(() => {
    setValue('captchaId', captcha?.captchaId ?? '');
  }, [captcha, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await createAccount({ input: { ...values, language: currentLanguage() } });
      toast({ title: t('auth.registered'), description: t('auth.registeredText') });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      // The server names the field it refused (extensions.values.field), not a sentence to read.
      if (failure.kind === 'server' && failure.code === 'BAD_USER_INPUT' && failure.values['field'] === 'captcha') {
        toast({
          title: t('auth.verificationFailed'),
          description: t('messages.captchaFailed'),
          variant: 'destructive',
        });
      } else {
        const description = failure.kind === 'server' && failure.message ? failure.message : t('auth.createFailed');
        toast({ title: t('auth.registrationFailed'), description, variant: 'destructive' });
      }
      // A challenge is single use: every failed attempt gets a new one.
      resetField('captchaAnswer');
      void refreshCaptcha();
    }
  });

  return (
    <AuthForm onSubmit={onSubmit} name={t('auth.registerForm')} submit={{ label: t('auth.createAccount'), pendingLabel: t('auth.creating'), pending: loading }}>
      <FormTextField label={t('auth.username')} autoComplete="username" autoFocus control={control} name="username" />
      <FormTextField label={t('auth.email')} type="email" autoComplete="email" control={control} name="email" />
      <FormTextField label={t('auth.password')} type="password" autoComplete="new-password" control={control} name="password" />
      <FormTextField label={t('auth.fullName')} autoComplete="name" control={control} name="fullName" />
      <FormTextField label={t('auth.phone')} type="tel" autoComplete="tel" placeholder="555-123-4567" control={control} name="phone" />
      <CaptchaField
        captcha={captcha}
        loading={captchaLoading}
        failed={captchaFailed}
        onNewText={() => {
          resetField('captchaAnswer');
          void refreshCaptcha();
        }}
      >
        <FormTextField
          control={control}
          name="captchaAnswer"
          label={t('auth.captchaText')}
          autoComplete="off"
          // Without a challenge there is nothing to answer; say so where the answer goes.
          helperText={errors.captchaId?.message ? refusalText(errors.captchaId.message) : undefined}
          slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
        />
      </CaptchaField>
    </AuthForm>
  );
}
