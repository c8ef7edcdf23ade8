import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCompleteTwoFactorSignIn } from '../api/auth.ts';
import { useStartSession } from '../hooks/use-session-actions.ts';
import { AuthForm } from './auth-form.tsx';

const codeResolver = lazyZodResolver(async () => (await import('@lunchbox/domain/two-factor-schemas')).codeFormSchema);
const recoveryResolver = lazyZodResolver(async () => (await import('@lunchbox/domain/two-factor-schemas')).recoveryFormSchema);

interface Props {
  challengeId: string;
  onBack: () => void;
}

/** The second step of signing in (issue 30): the code the authenticator app shows, or one recovery code. */
export function TwoFactorCodeForm({ challengeId, onBack }: Props) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <RecoveryStep challengeId={challengeId} onBack={onBack} onSwitch={() => setRecovery(false)} />
  ) : (
    <CodeStep challengeId={challengeId} onBack={onBack} onSwitch={() => setRecovery(true)} />
  );
}

function useCompletion(onBack: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [complete, loading] = useCompleteTwoFactorSignIn();
  const startSession = useStartSession();
  const run = async (input: { challengeId: string; code?: string; recoveryCode?: string }) => {
    try {
      const user = await complete({ input });
      toast({ title: t('login.success'), description: t('login.welcomeBack') });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      toast({ title: t('login.failed'), description: failure.kind === 'server' ? failure.message : t('messages.unexpected'), variant: 'destructive' });
      // A closed or expired challenge cannot be retried: back to the password.
      if (failure.kind === 'server' && (failure.code === 'TOO_MANY_REQUESTS' || /expired/.test(failure.sentMessage))) onBack();
    }
  };
  return { run, loading };
}

function CodeStep({ challengeId, onBack, onSwitch }: Props & { onSwitch: () => void }) {
  const { t } = useTranslation();
  const { run, loading } = useCompletion(onBack);
  const { control, handleSubmit } = useForm({ resolver: codeResolver, defaultValues: { code: '' } });
  return (
    <AuthForm
      name={t('twoFactor.title')}
      intro={t('twoFactor.codeIntro')}
      onSubmit={handleSubmit(({ code }) => run({ challengeId, code }))}
      submit={{ label: t('twoFactor.verify'), pendingLabel: t('twoFactor.verifying'), pending: loading }}
      other={{ label: t('twoFactor.useRecoveryCode'), onClick: onSwitch }}
    >
      <FormTextField label={t('twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" autoFocus control={control} name="code" />
    </AuthForm>
  );
}

function RecoveryStep({ challengeId, onBack, onSwitch }: Props & { onSwitch: () => void }) {
  const { t } = useTranslation();
  const { run, loading } = useCompletion(onBack);
  const { control, handleSubmit } = useForm({ resolver: recoveryResolver, defaultValues: { recoveryCode: '' } });
  return (
    <AuthForm
      name={t('twoFactor.title')}
      intro={t('twoFactor.recoveryCode')}
      onSubmit={handleSubmit(({ recoveryCode }) => run({ challengeId, recoveryCode }))}
      submit={{ label: t('twoFactor.verify'), pendingLabel: t('twoFactor.verifying'), pending: loading }}
      other={{ label: t('twoFactor.useCode'), onClick: onSwitch }}
    >
      <FormTextField label={t('twoFactor.recoveryCode')} autoComplete="off" autoFocus control={control} name="recoveryCode" />
    </AuthForm>
  );
}
