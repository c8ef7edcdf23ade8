import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ActionAlert } from './action-alert.tsx';

/** What a screen shows when its data could not be loaded: the message and a Retry button. */
export function RetryAlert({ onRetry, sx, children }: { onRetry: () => void; sx?: SxProps<Theme>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ActionAlert severity="error" action={{ label: t('shell.retry'), onClick: onRetry }} {...(sx ? { sx } : {})}>
      {children}
    </ActionAlert>
  );
}
