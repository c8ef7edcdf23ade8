import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  /** A large pale icon above the title, hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  /** The line under the title. */
  text?: ReactNode;
  /** What to do about it (a button). */
  action?: ReactNode;
}

/** A list with nothing in it yet, in the list's place: 'No orders yet', 'No feedback yet'. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}>
      {icon}
      <Typography variant="h3" component="p">
        {title}
      </Typography>
      {text ? <Typography>{text}</Typography> : null}
      {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
    </Stack>
  );
}
