import Chip from '@mui/material/Chip';

/**
 * The payment badge of admin-area.md section 4: isPaid gives 'Paid' (green); otherwise 'pending'
 * gives 'Pending', 'failed' gives 'Failed', and any other value is shown as it is.
 */
export function paymentBadgeLabel(isPaid: boolean, paymentStatus: string | null | undefined): string {
  if (isPaid) return 'Paid';
  if (paymentStatus === 'pending') return 'Pending';
  if (paymentStatus === 'failed') return 'Failed';
  return paymentStatus ?? '';
}

export function PaymentBadge({ isPaid, paymentStatus }: { isPaid: boolean; paymentStatus: string | null | undefined }) {
  const label = paymentBadgeLabel(isPaid, paymentStatus);
  const color = isPaid ? 'success' : paymentStatus === 'failed' ? 'error' : paymentStatus === 'pending' ? 'warning' : 'default';
  return <Chip label={label} color={color} size="small" aria-label={`Payment: ${label}`} />;
}
