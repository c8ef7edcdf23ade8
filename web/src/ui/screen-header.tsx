import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ScreenHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title ('3 items'). */
  subtitle?: ReactNode;
  /** The screen's buttons, beside the title on wider screens and under it on phones. */
  actions: ReactNode;
}

/** A screen's top: its title and its buttons (the profile's, the cart's). */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4, alignItems: { sm: 'center' } }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      {actions}
    </Stack>
  );
}
