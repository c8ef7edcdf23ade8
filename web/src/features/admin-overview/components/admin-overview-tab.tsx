import Box from '@mui/material/Box';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import { useAdminStats } from '../api/admin-overview.ts';
import { StatCard } from './stat-card.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { TabTitle } from '../../../ui/tab-title.tsx';

/** The dashboard's Overview tab: four counters (admin-area.md "Overview"). */
export function AdminOverviewTab() {
  const { stats, loading, error, refetch } = useAdminStats();
  const { t } = useTranslation();

  return (
    <Box>
      <TabTitle>{t('admin.overview.title')}</TabTitle>
      {error && !loading ? (
        <RetryAlert onRetry={() => void refetch()} sx={{ mb: 2 }}>
          {t('admin.overview.fetchFailed')}
        </RetryAlert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <StatCard label={t('admin.overview.totalUsers')} value={stats?.totalUsers} loading={loading} icon={<PeopleOutlineIcon />} />
        <StatCard label={t('admin.overview.todaysOrders')} value={stats?.todaysOrders} loading={loading} icon={<ReceiptLongOutlinedIcon />} />
        <StatCard label={t('admin.overview.weeklyMenuItems')} value={stats?.weeklyMenuItems} loading={loading} icon={<RestaurantMenuOutlinedIcon />} />
        <StatCard label={t('admin.overview.emailsSent')} value={stats?.emailsSent} loading={loading} icon={<EmailOutlinedIcon />} />
      </Box>
    </Box>
  );
}
