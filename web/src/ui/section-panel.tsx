import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of a page (the profile's account and children, the feedback form and history, the cart's summary), named by its heading. */
export function SectionPanel({ title, titleId, children }: { title: ReactNode; titleId?: string; children: ReactNode }) {
  // A section whose form is named by the same heading gives its id; the others get one.
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
