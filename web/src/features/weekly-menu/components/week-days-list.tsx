import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A week's days as a list: one column on phones, two on tablets, the five side by side on wider screens. */
export function WeekDaysList({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}
    >
      {children}
    </Box>
  );
}
