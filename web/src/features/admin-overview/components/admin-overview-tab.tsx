import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import { useAdminStats } from '../api/admin-stats.ts';
import { StatCard } from './stat-card.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';

/** The dashboard's Overview tab: four counters (admin-area.md "Overview"). */
export function AdminOverviewTab() {
  const { stats, loading, error, refetch } = useAdminStats();

  return (
    <Box>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        Overview
      </Typography>
      {error && !loading ? (
        <RetryAlert onRetry={() => void refetch()} sx={{ mb: 2 }}>
          Failed to fetch stats
        </RetryAlert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <StatCard label="Total Users" value={stats?.totalUsers} loading={loading} icon={<PeopleOutlineIcon />} />
        <StatCard label="Today's Orders" value={stats?.todaysOrders} loading={loading} icon={<ReceiptLongOutlinedIcon />} />
        <StatCard label="Weekly Menu Items" value={stats?.weeklyMenuItems} loading={loading} icon={<RestaurantMenuOutlinedIcon />} />
        <StatCard label="Emails Sent" value={stats?.emailsSent} loading={loading} icon={<EmailOutlinedIcon />} />
      </Box>
    </Box>
  );
}
