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

/**
 * A guard: a spinner while the session is checked, then /auth for anonymous visitors (signing in
 * brings them back here, to the cart or the order form, not to Home); admin routes (admin-area.md
 * section 2) send parents to '/'.
 */
function SessionGuard({ roles }: { roles?: readonly string[] }) {
  const { t } = useTranslation();
  const { user, loading } = useCheckedSession();
  const { pathname, search } = useLocation();
  if (loading) return <LoadingSpinner label={t('shell.checkingSession')} minHeight="60vh" />;
  if (!user) return <Navigate to={authPathFor(pathname + search)} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Login-required routes. */
export const RequireUser = () => <SessionGuard />;

/** Admin routes. */
export const RequireAdmin = () => <SessionGuard roles={['admin']} />;

/** The dashboard: administrators, and the kitchen, who sees only its tabs there (docs/roles.md). */
export const RequireAdminOrKitchen = () => <SessionGuard roles={['admin', 'kitchen']} />;

/** The school office's day (docs/roles.md). */
export const RequireSchoolOffice = () => <SessionGuard roles={['school_office']} />;
