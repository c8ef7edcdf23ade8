import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { loadLaterTexts } from '../../lib/i18n.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

// The signed-in dashboard (children, the week's menu) is a chunk of its own: a first visit shows only the landing page.
// Its texts are in the catalogue's later part.
const HomeDashboard = lazy(async () => {
  const [{ HomeDashboard: dashboard }] = await Promise.all([import('./home-dashboard.tsx'), loadLaterTexts()]);
  return { default: dashboard };
});

/** '/': the dashboard when signed in, the landing page otherwise. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  if (loading) return <LoadingSpinner label={t('shell.loading')} minHeight="60vh" />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<LoadingSpinner label={t('shell.loading')} minHeight="60vh" />}>
      <HomeDashboard fullName={user.fullName} role={user.role} />
    </Suspense>
  );
}
