import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, toCents } from '@lunchbox/domain/money';
import { formatInstantDateTime, formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import type { LunchOrder } from '../api/my-lunch-orders.ts';

/** One card of the order history (admin-area.md section 2). */
export function OrderCard({ order }: { order: LunchOrder }) {
  const lunchDate = toIsoDate(order.lunchDate);
  return (
    <Paper component="li" variant="outlined" aria-label={`Order #${order.id}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p">
            {order.childName}
          </Typography>
          <Typography color="text.secondary">
            {order.school} · Grade {order.grade}
          </Typography>
          {order.teacher ? <Typography color="text.secondary">Section: {order.teacher}</Typography> : null}
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{lunchDate ? formatLongDate(lunchDate) : order.lunchDate}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {order.lunchOptions.map((option) => (
              <Chip key={option} label={option} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
          {order.notes ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>Special notes:</strong> {order.notes}
            </Typography>
          ) : null}
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
          <Typography variant="h3" component="p" color="primary">
            {formatCents(toCents(order.totalAmount))}
          </Typography>
          <Typography variant="body2">Order #{order.id}</Typography>
          <PaymentBadge isPaid={order.isPaid} paymentStatus={order.paymentStatus} />
          <Typography variant="body2" color="text.secondary">
            {formatInstantDateTime(order.createdAt, schoolTimeZone)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
