import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRegister } from '../api/register.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { useStartSession } from '../hooks/use-session-actions.ts';
import { AuthForm } from './auth-form.tsx';

const CAPTCHA_MISMATCH_PREFIX = 'Verification Failed:';

export function RegisterForm() {
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
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', fullName: '', phone: '', captchaAnswer: '', captchaId: '' },
  });

  useEffect(() => {
    setValue('captchaId', captcha?.captchaId ?? '');
  }, [captcha, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await createAccount({ input: values });
      toast({ title: 'Registration Successful', description: 'Your account has been created. Welcome!' });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'server' && failure.message.startsWith(CAPTCHA_MISMATCH_PREFIX)) {
        toast({ title: 'Verification Failed', description: failure.message.slice(CAPTCHA_MISMATCH_PREFIX.length).trim(), variant: 'destructive' });
      } else {
        const description = failure.kind === 'server' && failure.message ? failure.message : 'Failed to create account';
        toast({ title: 'Registration Failed', description, variant: 'destructive' });
      }
      // A challenge is single use: every failed attempt gets a new one.
      resetField('captchaAnswer');
      void refreshCaptcha();
    }
  });

  return (
    <AuthForm onSubmit={onSubmit} name="Register" submit={{ label: 'Create Account', pendingLabel: 'Creating account...', pending: loading }}>
      <FormTextField label="Username" autoComplete="username" autoFocus control={control} name="username" />
      <FormTextField label="Email" type="email" autoComplete="email" control={control} name="email" />
      <FormTextField label="Password" type="password" autoComplete="new-password" control={control} name="password" />
      <FormTextField label="Full Name" autoComplete="name" control={control} name="fullName" />
      <FormTextField label="Phone Number" type="tel" autoComplete="tel" placeholder="555-123-4567" control={control} name="phone" />
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
          label="CAPTCHA Text"
          autoComplete="off"
          // Without a challenge there is nothing to answer; say so where the answer goes.
          helperText={errors.captchaId?.message}
          slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
        />
      </CaptchaField>
    </AuthForm>
  );
}
