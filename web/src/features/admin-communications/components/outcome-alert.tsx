import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Outcome } from '../utils/email-outcome.ts';

/**
 * How the last action went, where it was asked for: a failure is an alert, anything else is read
 * politely; the admin closes it (onClose), or the next action replaces it.
 */
export function OutcomeAlert({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  return (
    <Box aria-live="polite">
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} onClose={onClose}>
          {outcome.text}
        </Alert>
      ) : null}
    </Box>
  );
}
