import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { clearCart } from '../../../lib/cart-storage.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';

/** /payment-success: confirms the order and removes the saved cart of the user (or the guest). */
export function PaymentSuccessScreen() {
  const { user, loading } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!loading) clearCart(userId);
  }, [loading, userId]);

  if (loading) return <LoadingSpinner label="Loading" minHeight="60vh" />;
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72, mb: 2 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Payment Successful!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Thank you! Your lunch order is confirmed. You will receive an e-mail confirmation shortly.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button href="/my-orders" variant="contained">
          View My Orders
        </Button>
        <Button href="/" variant="outlined">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
