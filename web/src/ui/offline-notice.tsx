import Alert from '@mui/material/Alert';
import { useOnline } from '../lib/use-online.ts';

/**
 * Said plainly where a step cannot work offline (ordering, paying): the installed app still opens
 * the menu and the lunch schedule without a connection, but orders go to the server.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      You are offline. Ordering and payment need an internet connection: you can still look at the menu and your lunch schedule, and order once you are back
      online.
    </Alert>
  );
}
