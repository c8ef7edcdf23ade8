import Button from '@mui/material/Button';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { usePasskeySignInOptions, useSignInWithPasskey } from '../api/auth.ts';
import { useStartSession } from '../hooks/use-session-actions.ts';

/**
 * "Sign in with a passkey" (issue 30): a discoverable credential, so no username is asked; the
 * browser's WebAuthn code (@simplewebauthn/browser) is fetched on the click, not with the page.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [askOptions, asking] = usePasskeySignInOptions();
  const [signIn, signingIn] = useSignInWithPasskey();
  const startSession = useStartSession();

  const onClick = async () => {
    let response: unknown;
    try {
      const [{ ceremonyId, optionsJson }, { startAuthentication }] = await Promise.all([askOptions(), import('@simplewebauthn/browser')]);
      response = await startAuthentication({ optionsJSON: JSON.parse(optionsJson) });
      const user = await signIn({ input: { ceremonyId, response: JSON.stringify(response) } });
      toast({ title: t('login.success'), description: t('login.welcomeBack') });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      const description = failure.kind === 'server' ? failure.message : response === undefined ? t('twoFactor.passkeyCancelled') : t('messages.unexpected');
      toast({ title: t('twoFactor.passkeyFailed'), description, variant: 'destructive' });
    }
  };

  const pending = asking || signingIn;
  return (
    <Button variant="outlined" size="large" startIcon={<KeyOutlinedIcon />} onClick={() => void onClick()} disabled={pending} fullWidth>
      {pending ? t('twoFactor.passkeyPending') : t('twoFactor.passkey')}
    </Button>
  );
}
