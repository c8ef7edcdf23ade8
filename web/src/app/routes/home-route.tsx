import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { CLOSURES_QUERY } from '../../features/weekly-menu/api/closures.ts';
import { ACTIVE_MENU_ITEMS_QUERY } from '../../features/weekly-menu/api/active-menu-items.ts';
import { MyChildrenDocument } from '../../gql/graphql.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import type { DataClient } from '../../lib/data-layer.ts';
import { loadLaterTexts } from '../../lib/i18n.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

// The signed-in dashboard (children, the week's menu) is a chunk of its own: a first visit shows only the landing page.
// Its texts are in the catalogue's later part.
const { Component: HomeDashboard, preload: preloadDashboard } = preloadable(async () => {
  const [{ HomeDashboard: dashboard }] = await Promise.all([import('./home-dashboard.tsx'), loadLaterTexts()]);
  return dashboard;
});

/**
 * The dashboard's code and data, asked for as the app starts on index.html (a visitor with a session,
 * see main-app.tsx) rather than one after the other once the session is known: the page's phone then
 * waits for one round trip, not three. The queries are the ones the dashboard's sections ask, with
 * the same variables, so they read these answers (or share the request still under way).
 */
export async function loadSignedInHome(client: DataClient): Promise<void> {
  for (const query of [MyChildrenDocument, ACTIVE_MENU_ITEMS_QUERY]) client.query({ query }).catch(() => undefined);
  client.query({ query: CLOSURES_QUERY, variables: {} }).catch(() => undefined);
  await preloadDashboard();
}

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
