import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * Routes of the spec's route table whose screens arrive with later issues (weekly menu,
 * orders, cart, feedback, calendar, payment, admin). They keep their place and their
 * access rules now, so the header's links and the guards already behave as specified.
 */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This part of Lunchbox is not available yet.
      </Typography>
      <Button href="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
