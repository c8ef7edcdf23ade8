import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  label: string;
  /** The counter; a missing one shows '0' (admin-area.md "Overview"). */
  value: number | null | undefined;
  loading: boolean;
  icon: ReactNode;
}

/** One overview counter: its name, its value, or 'Loading...' while it is asked for. */
export function StatCard({ label, value, loading, icon }: StatCardProps) {
  const labelId = useId();
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={labelId} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="p" variant={loading ? 'body1' : 'h2'} aria-live="polite">
          {loading ? t('admin.loading') : String(value ?? 0)}
        </Typography>
      </Box>
    </Paper>
  );
}
