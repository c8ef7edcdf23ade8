import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { unsubscribe, type UnsubscribeAnswer } from '../api/unsubscribe.ts';

/**
 * /unsubscribe?token=… (issue 27 section 2): the link of a reminder or low-balance e-mail. It turns
 * that kind of e-mail off on load, without signing in, and says which; a link without a valid token
 * says so and how to change the settings instead.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [answer, setAnswer] = useState<UnsubscribeAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setAnswer(null);
    if (!token) {
      setAnswer({ ok: false, reason: 'badLink' });
      return;
    }
    void unsubscribe(token).then((result) => {
      if (current) setAnswer(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('neverMissScreens.unsubscribe.title')}
      </Typography>
      {answer === null ? (
        <LoadingSpinner label={t('neverMissScreens.unsubscribe.working')} minHeight={120} />
      ) : answer.ok ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t(answer.kind === 'lowBalance' ? 'neverMissScreens.unsubscribe.doneLowBalance' : 'neverMissScreens.unsubscribe.doneReminders')}
          </Alert>
          <Typography>{t('neverMissScreens.unsubscribe.changeLater')}</Typography>
          <Button href="/profile" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('neverMissScreens.unsubscribe.toProfile')}
          </Button>
        </Stack>
      ) : answer.reason === 'badLink' ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {t('neverMissScreens.unsubscribe.badLink')}
          </Alert>
          <Button href="/profile" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('neverMissScreens.unsubscribe.toProfile')}
          </Button>
        </Stack>
      ) : (
        <RetryAlert onRetry={retry}>{t('neverMissScreens.unsubscribe.failed')}</RetryAlert>
      )}
    </Container>
  );
}
