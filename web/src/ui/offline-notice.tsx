import Alert from '@mui/material/Alert';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from 'react-i18next';

/**
 * Said plainly where a step cannot work offline (ordering, paying): the installed app still opens
 * the menu and the lunch schedule without a connection, but orders go to the server.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {t('shell.offline')}
    </Alert>
  );
}
