import { lazy, Suspense, type ReactNode } from 'react';
import { useDataQuery } from '../../lib/data-layer.ts';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { applySchoolSettings, SCHOOL_SETTINGS_QUERY } from '../../lib/school-clock.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

// Shown only when the settings could not be loaded: its MUI Alert comes then, not with every first visit.
const RetryAlert = lazy(async () => ({ default: (await import('../../ui/retry-alert.tsx')).RetryAlert }));

/**
 * Shows the screens only once the schools' settings have come from the server: every date on
 * them is read in the schools' time zone, and a guessed zone would show a wrong day or deadline.
 */
export function SchoolSettingsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useDataQuery(SCHOOL_SETTINGS_QUERY);
  if (data) {
    applySchoolSettings(data.schoolSettings);
    return children;
  }
  if (error) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Suspense fallback={null}>
          <RetryAlert onRetry={() => void refetch()}>{t('shell.settingsFailed')}</RetryAlert>
        </Suspense>
      </Container>
    );
  }
  return <LoadingSpinner label={t('shell.loading')} minHeight="60vh" />;
}
