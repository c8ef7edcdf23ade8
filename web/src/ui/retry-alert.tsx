import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** What a screen shows when its data could not be loaded: the message and a Retry button. */
export function RetryAlert({ onRetry, sx, children }: { onRetry: () => void; sx?: SxProps<Theme>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
