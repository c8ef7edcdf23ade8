import { Navigate } from 'react-router';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { RegisteredChildren } from '../../features/children/components/registered-children.tsx';
import { EveryWeekButton } from '../../features/standing-orders/components/every-week-button.tsx';
import { QuickLinks } from '../../features/home/components/quick-links.tsx';
import { WelcomeHeading } from '../../features/home/components/welcome-heading.tsx';
import { HomeWeeklyMenu } from '../../features/weekly-menu/components/home-weekly-menu.tsx';

/**
 * '/' for a signed-in parent: the welcome, their children (each with its standing order), the week's
 * menu and the quick links. Staff land on their own home instead (issue 31 §3, docs/roles.md); the
 * redirect is here rather than in HomeRoute so that a first visit's code stays as light.
 */
export function HomeDashboard({ fullName, role }: { fullName: string; role?: string }) {
  if (role === 'kitchen') return <Navigate to="/admin?tab=production" replace />;
  if (role === 'school_office') return <Navigate to="/school" replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={4}>
        <div>
          <WelcomeHeading fullName={fullName} />
        </div>
        <RegisteredChildren childActions={(child) => <EveryWeekButton child={child} />} />
        <HomeWeeklyMenu />
        <QuickLinks />
      </Stack>
    </Container>
  );
}
