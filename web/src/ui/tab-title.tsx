import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The heading of a dashboard tab's panel (an h2 under the page's h1). */
export function TabTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
