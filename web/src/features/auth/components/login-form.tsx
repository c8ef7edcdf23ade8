import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { preloadable } from '../../../lib/preloadable.tsx';
import { useSignIn } from '../api/auth.ts';
import { useStartSession } from '../hooks/use-session-actions.ts';
import { AuthForm } from './auth-form.tsx';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { useTranslation } from 'react-i18next';

// The schema (with zod) comes at the first key press or tap, not with the page (lib/lazy-zod-resolver.ts).
const resolver = lazyZodResolver(async () => (await import('@lunchbox/domain/identity-schemas')).loginSchema);

// Only accounts with two-factor on need the second step: a chunk of its own (issue 30).
const { Component: TwoFactorCodeForm, preload: loadTwoFactorCodeForm } = preloadable(
  async () => (await import('./two-factor-code-form.tsx')).TwoFactorCodeForm,
);

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [signIn, loading] = useSignIn();
  const startSession = useStartSession();
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ resolver, defaultValues: { username: '', password: '', rememberMe: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user, twoFactorRequired, challengeId: challenge } = await signIn({ input: values });
      if (twoFactorRequired && challenge) {
        await loadTwoFactorCodeForm();
        setChallengeId(challenge);
        return;
      }
      if (!user) throw new Error('Sign-in answered without a user');
      toast({ title: t('login.success'), description: t('login.welcomeBack') });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      const description = failure.kind === 'server' ? failure.message || t('messages.invalidCredentials') : t('messages.unexpected');
      toast({ title: t('login.failed'), description, variant: 'destructive' });
    }
  });

  if (challengeId) return <TwoFactorCodeForm challengeId={challengeId} onBack={() => setChallengeId(null)} />;

  return (
    <Stack spacing={2}>
      <AuthForm
        onSubmit={onSubmit}
        name="Login"
        submit={{ label: t('login.submit'), pendingLabel: t('login.pending'), pending: loading }}
        other={{ label: t('login.forgot'), onClick: onForgotPassword }}
      >
        <FormTextField
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          control={control}
          name="username"
        />
        <FormTextField label={t('login.password')} type="password" autoComplete="current-password" control={control} name="password" />
        <Controller
          name="rememberMe"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              label={t('login.remember')}
            />
          )}
        />
      </AuthForm>
      <PasskeySignInButton />
    </Stack>
  );
}
