import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of a page (the profile's account and children, the feedback form and history, the cart's summary), named by its heading. */
export function SectionPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
