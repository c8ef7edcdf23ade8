import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useAdminOrders } from '../api/admin-orders.ts';
import { useOrderDay } from '../hooks/use-order-day.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { allergiesFirst } from './label-order.ts';
import { LunchLabels } from './lunch-labels.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';

const orderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** The dashboard's Orders tab: one school day's orders, and 'Print Labels' (admin-area.md "Orders and printable labels"). */
export function AdminOrdersTab() {
  const { day, previous, next } = useOrderDay();
  const { orders, loading, error, refetch } = useAdminOrders(day);
  const [printing, setPrinting] = useState(false);
  const longDate = formatLongDate(day);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h2">
          {printing ? 'Lunch Labels' : 'Lunch Orders'}
        </Typography>
        {printing ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => setPrinting(false)}>
              Back to Orders
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={loading || orders.length === 0}>
              Print Now
            </Button>
          </Stack>
        ) : (
          <Button variant="contained" startIcon={<LocalPrintshopOutlinedIcon />} onClick={() => setPrinting(true)}>
            Print Labels
          </Button>
        )}
      </Stack>

      <Paper variant="outlined" component="nav" aria-label="Order day" sx={{ p: 1.5, mb: 3, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Tooltip title="Previous weekday">
          <IconButton onClick={previous} aria-label="Previous weekday">
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1, textAlign: 'center' }}>
          <Typography component="p" variant="h3" aria-live="polite">
            {longDate}
          </Typography>
          {loading ? null : <Chip label={orderCount(orders.length)} color="primary" size="small" aria-label={`${orderCount(orders.length)} for this date`} />}
        </Box>
        <Tooltip title="Next weekday">
          <IconButton onClick={next} aria-label="Next weekday">
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Paper>

      {loading ? (
        <LoadingSpinner label="Loading orders" />
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>Failed to fetch orders</RetryAlert>
      ) : orders.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="p">
            No lunch orders for this date
          </Typography>
        </Stack>
      ) : printing ? (
        <LunchLabels orders={orders} date={day} />
      ) : (
        <Stack component="ul" spacing={2} aria-label={`Orders for ${longDate}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {allergiesFirst(orders).map((order) => (
            <AdminOrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
