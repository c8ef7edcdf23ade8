import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { returnPathFrom } from '../../../lib/return-path.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useResetToken } from '../hooks/use-reset-token.ts';
import { WelcomeBanner } from './welcome-banner.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The forms (with react-hook-form and the schemas) are a chunk of their own: the screen's frame and
 * greeting paint with the app's first script, and the route guards fetch the forms while they check
 * the session of a visitor who is probably on the way here.
 */
const { Component: AuthForms, preload: loadAuthForms } = preloadable(async () => (await import('./auth-forms.tsx')).AuthForms);
export { loadAuthForms };

/** About the login form's height, so the page does not jump when the forms arrive. */
const FORMS_HEIGHT = 380;

/** /auth and /reset-password: login and register tabs, forgot-password and reset views (spec section 2). */
export function AuthScreen() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const { search } = useLocation();
  const { token, clearToken } = useResetToken();

  if (loading) return <LoadingSpinner label={t('auth.checkingSession')} />;
  if (user) return <Navigate to={returnPathFrom(search)} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <WelcomeBanner />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<LoadingSpinner label={t('auth.loadingForm')} minHeight={FORMS_HEIGHT} />}>
          <AuthForms token={token} clearToken={clearToken} />
        </Suspense>
      </Paper>
    </Container>
  );
}
