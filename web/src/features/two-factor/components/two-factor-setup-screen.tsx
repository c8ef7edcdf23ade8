import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RouterLink } from '../../../ui/router-link.tsx';
import { Screen } from '../../../ui/screen-header.tsx';
import { useMyTwoFactor } from '../api/two-factor.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /two-factor-setup: where an administrator is sent while REQUIRE_ADMIN_2FA refuses their admin
 * work; once the session has a second factor, the way back to the admin area.
 */
export function TwoFactorSetupScreen() {
  const { t } = useTranslation();
  const { answer: status } = useMyTwoFactor();
  return (
    <Screen title={t('profile.security.setupRequiredTitle')} actions={null}>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        {status?.setupRequired ? <Alert severity="warning">{t('profile.security.setupRequiredIntro')}</Alert> : null}
        <TwoFactorSection />
        {status && !status.setupRequired ? (
          <Button component={RouterLink} href="/admin" variant="contained">
            {t('profile.security.continueToAdmin')}
          </Button>
        ) : null}
      </Stack>
    </Screen>
  );
}
