import Container from '@mui/material/Container';
import { MenuManagement } from './menu-management.tsx';

/** The older page at /menu-management (administrators only): the same menu management without Edit Menu. */
export function MenuManagementScreen() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <MenuManagement mode="legacy" headingLevel="h1" />
    </Container>
  );
}
