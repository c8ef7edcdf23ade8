import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner with an accessible name, for any wait. */
export function LoadingSpinner({ label = 'Loading', minHeight = 240 }: { label?: string; minHeight?: number | string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
