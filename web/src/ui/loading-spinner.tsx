import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner with an accessible name ('Loading' in the reader's language unless told), for any wait. */
export function LoadingSpinner({ label, minHeight = 240 }: { label?: string; minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label ?? t('shell.loading')} />
    </Box>
  );
}
