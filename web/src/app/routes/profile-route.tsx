import Box from '@mui/material/Box';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ChildProfilesPanel } from '../../features/children/components/child-profiles-panel.tsx';
import { AccountForm } from '../../features/profile/components/account-form.tsx';
import { Screen } from '../../ui/screen-header.tsx';
import { useTranslation } from 'react-i18next';

/** /profile: the account form and the child profiles (spec section 2, "Profile screen"). */
export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <Screen
      title={t('profile.title')}
      links={[
        { href: '/my-orders', label: t('profile.myOrders'), icon: <ReceiptLongOutlinedIcon /> },
        { href: '/', label: t('profile.backHome'), icon: <ArrowBackIcon /> },
      ]}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, alignItems: 'start' }}>
        <AccountForm />
        <ChildProfilesPanel />
      </Box>
    </Screen>
  );
}
