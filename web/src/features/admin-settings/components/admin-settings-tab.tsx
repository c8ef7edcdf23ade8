import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useSendTestEmail, type TestEmailOutcome } from '../api/admin-settings.ts';
import { PaymentSettingsForm } from './payment-settings-form.tsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';
import { TabTitle } from '../../../ui/tab-title.tsx';

type Result = { kind: 'answered'; outcome: TestEmailOutcome } | { kind: 'refused'; message: string };

interface Summary {
  severity: 'success' | 'warning' | 'error';
  title: string;
  text: string;
}

/** What the answer means for the administrator, in words. */
function summarize(outcome: TestEmailOutcome, t: TFunction): Summary {
  const to = outcome.recipientEmails.join(', ');
  const counts = t('admin.settings.counts', { sent: outcome.sentCount, failed: outcome.failedCount });
  switch (outcome.status) {
    case 'sent':
      return { severity: 'success', title: t('admin.settings.sent'), text: t('admin.settings.sentText', { to, counts }) };
    case 'pending':
      return { severity: 'warning', title: t('admin.settings.pending'), text: t('admin.settings.pendingText') };
    default:
      return {
        severity: 'error',
        title: t('admin.settings.failed'),
        text: `${outcome.error ? refusalText(outcome.error) : t('admin.settings.failedText', { to })} ${counts}`,
      };
  }
}

/** The dashboard's Settings tab: a text line and 'Test Email System' (admin-area.md "Settings"). */
export function AdminSettingsTab() {
  const toast = useToast();
  const [sendTestEmail, sending] = useSendTestEmail();
  const [result, setResult] = useState<Result | null>(null);
  const { t } = useTranslation();

  const testEmailSystem = async () => {
    setResult(null);
    try {
      const outcome = await sendTestEmail();
      const summary = summarize(outcome, t);
      setResult({ kind: 'answered', outcome });
      toast({ title: summary.title, description: summary.text, variant: summary.severity === 'error' ? 'destructive' : 'default' });
    } catch (error) {
      const message = failureMessage(error, t('admin.settings.sendFailed'));
      setResult({ kind: 'refused', message });
      toast({ title: t('admin.settings.sendError'), description: message, variant: 'destructive' });
    }
  };

  const summary: Summary | null =
    result === null
      ? null
      : result.kind === 'answered'
        ? summarize(result.outcome, t)
        : { severity: 'error', title: t('admin.settings.sendError'), text: result.message };

  return (
    <Box>
      <TabTitle>{t('admin.settings.title')}</TabTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>{t('admin.settings.intro')}</Typography>
        <Button
          variant="contained"
          onClick={() => void testEmailSystem()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <MarkEmailReadOutlinedIcon />}
        >
          {sending ? t('admin.settings.sending') : t('admin.settings.test')}
        </Button>
        <Box aria-live="polite" sx={{ mt: summary ? 2 : 0 }}>
          {summary ? (
            <Alert severity={summary.severity}>
              <AlertTitle>{summary.title}</AlertTitle>
              {summary.text}
            </Alert>
          ) : null}
        </Box>
      </Paper>
      <PaymentSettingsForm />
    </Box>
  );
}
