import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { RegisteredChildren } from '../../features/children/components/registered-children.tsx';
import { EveryWeekButton } from '../../features/standing-orders/components/every-week-button.tsx';
import { QuickLinks } from '../../features/home/components/quick-links.tsx';
import { WelcomeHeading } from '../../features/home/components/welcome-heading.tsx';
import { HomeWeeklyMenu } from '../../features/weekly-menu/components/home-weekly-menu.tsx';

/** '/' for a signed-in parent: the welcome, their children (each with its standing order), the week's menu and the quick links. */
export function HomeDashboard({ fullName }: { fullName: string }) {
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
