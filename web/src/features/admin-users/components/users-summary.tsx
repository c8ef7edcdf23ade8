import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

function SummaryCard({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Typography id={labelId} component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h2">
        {value}
      </Typography>
    </Paper>
  );
}

/** The Users tab's summary cards: Total Users, Administrators, Total Children. */
export const UsersSummary = memo(function UsersSummary({ totalUsers, administrators, totalChildren }: { totalUsers: number; administrators: number; totalChildren: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
      <SummaryCard label={t('admin.overview.totalUsers')} value={totalUsers} />
      <SummaryCard label={t('admin.users.administrators')} value={administrators} />
      <SummaryCard label={t('admin.users.totalChildren')} value={totalChildren} />
    </Box>
  );
});
