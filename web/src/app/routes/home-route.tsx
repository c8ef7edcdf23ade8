import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { RegisteredChildren } from '../../features/children/components/registered-children.tsx';
import { QuickLinks } from '../../features/home/components/quick-links.tsx';
import { WelcomeHeading } from '../../features/home/components/welcome-heading.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { HomeWeeklyMenu } from '../../features/weekly-menu/components/home-weekly-menu.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

/** '/': the dashboard when signed in, the landing page otherwise. */
export function HomeRoute() {
  const { user, loading } = useCurrentUser();
  if (loading) return <LoadingSpinner label="Loading" minHeight="60vh" />;
  if (!user) return <LandingPage />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={4}>
        <div>
          <WelcomeHeading fullName={user.fullName} />
        </div>
        <RegisteredChildren />
        <HomeWeeklyMenu />
        <QuickLinks />
      </Stack>
    </Container>
  );
}
