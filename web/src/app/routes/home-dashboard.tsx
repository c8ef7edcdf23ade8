import { Suspense, useDeferredValue } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisteredChildren } from '../../features/children/components/registered-children.tsx';
import { EveryWeekButton } from '../../features/standing-orders/components/every-week-button.tsx';
import { QuickLinks } from '../../features/home/components/quick-links.tsx';
import { HomeWeeklyMenu } from '../../features/weekly-menu/components/home-weekly-menu.tsx';
import { useMyChildren } from '../../features/children/api/children.ts';
import { useActiveMenuItems } from '../../features/weekly-menu/api/active-menu-items.ts';
import { useClosures } from '../../features/weekly-menu/api/closures.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

/**
 * '/' for a signed-in parent, below the welcome (home-route.tsx draws it first): their children
 * (each with its standing order), the week's menu and the quick links. Staff land on their own home instead (issue 31 §3, docs/roles.md); the
 * redirect is here rather than in HomeRoute so that a first visit's code stays as light.
 */
export function HomeDashboard({ role }: { role?: string | null }) {
  if (role === 'kitchen') return <Navigate to="/admin?tab=production" replace />;
  if (role === 'school_office') return <Navigate to="/school" replace />;
  return <ParentSections />;
}

/**
 * The parent's sections, drawn once the answers they show are here (or have failed: each section
 * shows its own failure): drawn one after the other instead, each answer would push the sections
 * below it down the phone's screen as it came (a layout shift). The queries are asked as the app
 * starts (home-route.tsx), so this waits for little.
 */
function ParentSections() {
  const { t } = useTranslation();
  const children = useMyChildren();
  const menu = useActiveMenuItems();
  const closures = useClosures();
  // Drawn in a transition (a deferred value): an answer's update is urgent, and React would draw the whole page in one long task.
  const answered = useDeferredValue(!children.loading && !menu.loading && !closures.loading);
  if (!answered) return <LoadingSpinner label={t('shell.loading')} minHeight="60vh" />;
  // Each section a boundary of its own: a page the server drew is adopted one section at a time, each in a task
  // of its own (React hydrates a boundary apart from the page around it), rather than all in one long one. None suspends here.
  return (
    <>
      <Suspense>
        <RegisteredChildren childActions={(child) => <EveryWeekButton child={child} />} />
      </Suspense>
      <Suspense>
        <HomeWeeklyMenu />
      </Suspense>
      <Suspense>
        <QuickLinks />
      </Suspense>
    </>
  );
}
