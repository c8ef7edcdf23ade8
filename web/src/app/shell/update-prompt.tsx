import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker (from here rather than an inline script, which the CSP forbids) and,
 * when a new version has been downloaded, asks before switching to it, so the app never changes
 * under a parent in the middle of an order.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="A new version is available"
      slotProps={{ content: { role: 'status' } }}
      action={
        <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)} sx={{ color: '#ffcc80', fontWeight: 700 }}>
          Reload
        </Button>
      }
    />
  );
}
