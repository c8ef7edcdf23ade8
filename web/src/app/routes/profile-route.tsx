import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ChildProfilesPanel } from '../../features/children/components/child-profiles-panel.tsx';
import { AccountForm } from '../../features/profile/components/account-form.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { useTranslation } from 'react-i18next';

/** /profile: the account form and the child profiles (spec section 2, "Profile screen"). */
export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <ScreenHeader
        title={t('profile.title')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button href="/my-orders" variant="outlined" startIcon={<ReceiptLongOutlinedIcon />}>
              {t('profile.myOrders')}
            </Button>
            <Button href="/" variant="outlined" startIcon={<ArrowBackIcon />}>
              {t('profile.backHome')}
            </Button>
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, alignItems: 'start' }}>
        <AccountForm />
        <ChildProfilesPanel />
      </Box>
    </Container>
  );
}
