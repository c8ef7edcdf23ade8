import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** The bar offering the new version (update-prompt.tsx): a chunk of its own, fetched only when a new version is there. */
export function UpdateSnackbar({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('shell.newVersion')}
      slotProps={{ content: { role: 'status' } }}
      action={
        <Button color="inherit" size="small" onClick={onReload} sx={{ color: '#ffcc80', fontWeight: 700 }}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}
