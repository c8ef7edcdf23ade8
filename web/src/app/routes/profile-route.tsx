import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { BalancePanel } from '../../features/balance/components/balance-panel.tsx';
import { ChildProfilesPanel } from '../../features/children/components/child-profiles-panel.tsx';
import { NotificationSettingsPanel } from '../../features/notification-settings/components/notification-settings-panel.tsx';
import { AccountForm } from '../../features/profile/components/account-form.tsx';
import { MyDataPanel } from '../../features/profile/components/my-data-panel.tsx';
import { SignedInSessionsPanel } from '../../features/profile/components/signed-in-sessions-panel.tsx';
import { EveryWeekButton } from '../../features/standing-orders/components/every-week-button.tsx';
import { useMyTwoFactor } from '../../features/two-factor/api/two-factor.ts';
import { TwoFactorSection } from '../../features/two-factor/components/two-factor-section.tsx';
import { DietRequestsButton } from '../../features/diet-requests/components/diet-requests-button.tsx';
import { Screen } from '../../ui/screen-header.tsx';
import { useTranslation } from 'react-i18next';

/**
 * /profile: the account form and the child profiles (spec section 2, "Profile screen"), each child
 * with its standing order, then the parent's notifications and balance (issue 27), where they are
 * signed in and their own data (issue 30).
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const twoFactor = useMyTwoFactor();
  return (
    <Screen
      title={t('profile.title')}
      links={[
        { href: '/my-orders', label: t('profile.myOrders'), icon: <ReceiptLongOutlinedIcon /> },
        { href: '/', label: t('profile.backHome'), icon: <ArrowBackIcon /> },
      ]}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <AccountForm />
          <NotificationSettingsPanel />
          <TwoFactorSection />
          <SignedInSessionsPanel />
        </Stack>
        <Stack spacing={3}>
          <ChildProfilesPanel
            childActions={(child) => (
              <>
                <EveryWeekButton child={child} />
                <DietRequestsButton child={child} />
              </>
            )}
          />
          <BalancePanel />
          <MyDataPanel twoFactorOn={twoFactor.answer?.enabled ?? false} />
        </Stack>
      </Box>
    </Screen>
  );
}
