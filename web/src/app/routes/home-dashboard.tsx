import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { RegisteredChildren } from '../../features/children/components/registered-children.tsx';
import { QuickLinks } from '../../features/home/components/quick-links.tsx';
import { WelcomeHeading } from '../../features/home/components/welcome-heading.tsx';
import { HomeWeeklyMenu } from '../../features/weekly-menu/components/home-weekly-menu.tsx';

/** '/' for a signed-in parent: the welcome, their children, the week's menu and the quick links. */
export function HomeDashboard({ fullName }: { fullName: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={4}>
        <div>
          <WelcomeHeading fullName={fullName} />
        </div>
        <RegisteredChildren />
        <HomeWeeklyMenu />
        <QuickLinks />
      </Stack>
    </Container>
  );
}
