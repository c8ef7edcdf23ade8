import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

const COLORS = { pending: 'warning', paid: 'success', failed: 'error' } as const;

/** A top-up's status (pending, paid or failed) in the reader's words; an unknown status shows as it came. */
export function TopUpStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'pending' || status === 'paid' || status === 'failed';
  const label = known ? t(`neverMissScreens.topUpStatus.${status}`) : status;
  return <Chip size="small" label={label} color={known ? COLORS[status] : 'default'} />;
}
