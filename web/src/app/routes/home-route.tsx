import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { WelcomeHeading } from '../../features/home/components/welcome-heading.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { CLOSURES_QUERY } from '../../features/weekly-menu/api/closures.ts';
import { ACTIVE_MENU_ITEMS_QUERY } from '../../features/weekly-menu/api/active-menu-items.ts';
import { MyChildrenDocument } from '../../gql/graphql.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import type { DataClient } from '../../lib/data-layer.ts';
import { loadLaterTexts } from '../../lib/i18n.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';
import { nextTask } from '../next-task.ts';
import { DRAWN_SIGNED_IN_ATTRIBUTE } from '../signed-in-page.ts';
import { loadTimeZoneData } from '../time-zone-data.ts';

// The welcome is drawn as soon as its texts (the catalogue's later part) are here: it is the page's
// largest text, so the phone shows the page's main content without waiting for the sections' code and data.
const { Component: Welcome, preload: preloadWelcome } = preloadable(async () => {
  await loadLaterTexts();
  return WelcomeHeading;
});

// The signed-in dashboard's sections (children, the week's menu) are a chunk of their own: a first visit shows only the landing page.
const { Component: HomeDashboard, preload: preloadSections } = preloadable(async () => {
  const [{ HomeDashboard: dashboard }] = await Promise.all([import('./home-dashboard.tsx'), loadLaterTexts()]);
  return dashboard;
});

/**
 * The page is drawn by the server with the sections (signed-in-render.tsx), or is the page it drew:
 * the sections are then in the HTML already, painted with the welcome, so they are drawn (and adopted)
 * at once rather than after a first paint of the welcome alone. Adopted in a transition, in slices,
 * where drawing them after the adoption took one long task.
 */
const SECTIONS_DRAWN_AHEAD = typeof document === 'undefined' || document.getElementById('root')?.hasAttribute(DRAWN_SIGNED_IN_ATTRIBUTE) === true;

/**
 * The dashboard's code and data, asked for as the app starts on index.html (a visitor with a session,
 * see main-app.tsx) rather than one after the other once the session is known: the page's phone then
 * waits for one round trip, not three. The queries are the ones the dashboard's sections ask, with
 * the same variables, so they read these answers (or share the request still under way).
 */
export async function loadSignedInHome(client: DataClient): Promise<void> {
  const welcome = preloadWelcome();
  const sections = SECTIONS_DRAWN_AHEAD ? preloadSections() : undefined;
  // Each in a task of its own: Apollo Client prepares a query's document the first time it is asked, together a long task.
  const queries = [
    () => client.query({ query: MyChildrenDocument }),
    () => client.query({ query: ACTIVE_MENU_ITEMS_QUERY }),
    () => client.query({ query: CLOSURES_QUERY, variables: {} }),
  ];
  const answers: Array<Promise<unknown>> = [];
  for (const ask of queries) {
    await nextTask();
    answers.push(ask());
  }
  // On a page the app draws itself, the sections' code (some forty small files) is asked for once the welcome is on screen
  // (useAfterPaint), not before: it would hold up the welcome's texts on a slow network. So is the time zone data the week's dates need (its own chunk).
  await welcome;
  void loadTimeZoneData(client).catch(() => undefined);
  await sections;
  // Settled with their answers (or failures): the server draws the sections once these are in its cache, where a pause
  // after the last request could come before an answer's body did, and the sections were drawn loading (a spinner).
  await Promise.allSettled(answers);
}

/** The welcome, then the parent's sections below it, whose code is asked for once the welcome is drawn. */
function ParentHome({ fullName, role, spinner }: { fullName: string; role?: string | null; spinner: ReactNode }) {
  const painted = useAfterPaint(SECTIONS_DRAWN_AHEAD);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={4}>
        <div>
          <Welcome fullName={fullName} />
        </div>
        {painted ? (
          <Suspense fallback={spinner}>
            <HomeDashboard role={role} />
          </Suspense>
        ) : (
          spinner
        )}
      </Stack>
    </Container>
  );
}

/** Staff land on their own home (HomeDashboard sends them there): they are shown no welcome. */
const SENT_ELSEWHERE = new Set(['kitchen', 'school_office']);

/** '/': the dashboard when signed in, the landing page otherwise. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const spinner = <LoadingSpinner label={t('shell.loading')} minHeight="60vh" />;
  if (loading) return spinner;
  if (!user) return <LandingPage />;
  if (user.role && SENT_ELSEWHERE.has(user.role)) {
    return (
      <Suspense fallback={spinner}>
        <HomeDashboard role={user.role} />
      </Suspense>
    );
  }
  // The welcome, then the sections below it once their code and data are here: nothing above them moves as they come.
  return (
    <Suspense fallback={spinner}>
      <ParentHome fullName={user.fullName} role={user.role} spinner={spinner} />
    </Suspense>
  );
}
