import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface MessageScreenProps {
  /** A large icon above the heading, hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  /** What it means, under the heading. */
  children: ReactNode;
  /** Where to go from here (buttons). */
  actions: ReactNode;
}

/** A page that is one message, centred: the empty cart, the payment received, the page not found. */
export function MessageScreen({ icon, title, children, actions }: MessageScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      {icon}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {children}
      </Typography>
      {actions}
    </Container>
  );
}
