import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatCents, sumCents, toCents } from '@lunchbox/domain/money';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useMyLunchOrders } from '../api/my-lunch-orders.ts';
import { OrderCard } from './order-card.tsx';

/** The my-orders 'history' tab (admin-area.md section 2). */
export function OrderHistory() {
  const { orders, loading, error, refetch } = useMyLunchOrders();

  if (loading) return <LoadingSpinner label="Loading order history" />;
  if (error) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="error" sx={{ mb: 2 }}>
          Failed to load order history
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Box>
    );
  }
  if (orders.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h3" component="p">
          No orders yet
        </Typography>
        <Button href="/my-orders?tab=order" variant="contained">
          Place Order
        </Button>
      </Stack>
    );
  }

  const total = sumCents(orders.map((order) => toCents(order.totalAmount)));
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">
          {orders.length} Order(s) Found
        </Typography>
        <Typography aria-label={`Total ${formatCents(total)}`}>
          Total: <strong>{formatCents(total)}</strong>
        </Typography>
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Stack>
    </Box>
  );
}
