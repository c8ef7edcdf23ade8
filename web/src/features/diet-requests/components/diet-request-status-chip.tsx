import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DietRequestStatus } from '@lunchbox/domain/diet-request-schemas';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error', expired: 'default' } as const;

/** A diet request's state, in words and colour (the words carry it; the colour only repeats it). */
export function DietRequestStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (status in COLORS ? status : 'pending') as DietRequestStatus;
  return <Chip size="small" color={COLORS[known]} label={t(`children.dietRequests.status.${known}`)} />;
}
