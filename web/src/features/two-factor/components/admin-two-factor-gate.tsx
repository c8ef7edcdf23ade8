import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { useMyTwoFactor } from '../api/two-factor.ts';

export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/**
 * Around the admin screens (issue 30): under REQUIRE_ADMIN_2FA an administrator whose session has
 * no second factor is taken to the setup screen (the services refuse their admin work anyway);
 * without it, an administrator with no second factor sees a banner until they set one up.
 * The screens wait for the status (asked as the app starts, router.tsx): drawn before it, a banner
 * arriving above them pushed the whole page down (a layout shift on every admin page). A failed
 * status shows the screens without a banner: the services still refuse what needs a second factor.
 */
export function AdminTwoFactorGate() {
  const { t } = useTranslation();
  const { answer: status, loading } = useMyTwoFactor('cache-first');
  if (loading) return <LoadingSpinner />;
  if (status?.setupRequired) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  const unprotected = status && !status.enabled && status.passkeys === 0;
  return (
    <>
      {unprotected ? (
        <Container maxWidth="xl" sx={{ pt: 2 }}>
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} href={TWO_FACTOR_SETUP_PATH} color="inherit" size="small">
                {t('profile.security.adminBannerAction')}
              </Button>
            }
          >
            {t('profile.security.adminBanner')}
          </Alert>
        </Container>
      ) : null}
      <Outlet />
    </>
  );
}
