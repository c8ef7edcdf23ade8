import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { SectionPanel } from '../../../ui/section-panel.tsx';
import { useMyTwoFactor } from '../api/two-factor.ts';
import { PasskeysList } from './passkeys-list.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TotpSetup } from './totp-setup.tsx';
import { TotpTurnOff } from './totp-turn-off.tsx';

/** The profile's "Two-factor sign-in and passkeys" section (issue 30), also the admin's setup screen. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { answer: status, loading } = useMyTwoFactor();
  // Kept here, not in the setup form: the status turns to "on" as the codes arrive, which replaces that form.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <SectionPanel title={t('profile.security.title')}>
      {loading || !status ? (
        <LoadingSpinner label={t('profile.loading')} minHeight={120} />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('profile.security.intro')}</Typography>
          <Typography role="status">{status.enabled ? t('profile.security.on', { count: status.recoveryCodesLeft }) : t('profile.security.off')}</Typography>
          {recoveryCodes ? (
            <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : status.enabled ? (
            <TotpTurnOff />
          ) : (
            <TotpSetup onEnabled={setRecoveryCodes} />
          )}
          <Divider />
          <PasskeysList />
        </Stack>
      )}
    </SectionPanel>
  );
}
