import { Navigate, Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuthForms } from '../../features/auth/components/auth-screen.tsx';
import { useCurrentUser, wasSignedIn } from '../../lib/current-user.ts';
import { authPathFor } from '../../lib/return-path.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

/** The session as the guards need it: the server's answer, with the sign-in forms fetched meanwhile for a browser that was signed out. */
function useCheckedSession() {
  const session = useCurrentUser({ waitForServer: true });
  const probablySignedOut = session.loading && !wasSignedIn();
  useEffect(() => {
    if (probablySignedOut) void loadAuthForms();
  }, [probablySignedOut]);
  return session;
}

/** Login-required routes: a spinner while the session is checked, then /auth for anonymous visitors. */
export function RequireUser() {
  const { t } = useTranslation();
  const { user, loading } = useCheckedSession();
  const { pathname, search } = useLocation();
  if (loading) return <LoadingSpinner label={t('shell.checkingSession')} minHeight="60vh" />;
  // Signing in brings the visitor back here (the cart, the order form), not to Home.
  if (!user) return <Navigate to={authPathFor(pathname + search)} replace />;
  return <Outlet />;
}

/** Admin routes (admin-area.md section 2): anonymous visitors go to /auth, parents to '/'. */
export function RequireAdmin() {
  const { t } = useTranslation();
  const { user, loading } = useCheckedSession();
  const { pathname, search } = useLocation();
  if (loading) return <LoadingSpinner label={t('shell.checkingSession')} minHeight="60vh" />;
  if (!user) return <Navigate to={authPathFor(pathname + search)} replace />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
