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
import { useSendTestEmail, type TestEmailOutcome } from '../api/send-test-email.ts';
import { PaymentSettingsForm } from './payment-settings-form.tsx';

type Result = { kind: 'answered'; outcome: TestEmailOutcome } | { kind: 'refused'; message: string };

interface Summary {
  severity: 'success' | 'warning' | 'error';
  title: string;
  text: string;
}

const counts = ({ sentCount, failedCount }: TestEmailOutcome) => `${sentCount} sent, ${failedCount} failed.`;

/** What the answer means for the administrator, in words. */
function summarize(outcome: TestEmailOutcome): Summary {
  const to = outcome.recipientEmails.join(', ');
  switch (outcome.status) {
    case 'sent':
      return { severity: 'success', title: 'Test email sent', text: `The test e-mail went to ${to}: ${counts(outcome)}` };
    case 'pending':
      return {
        severity: 'warning',
        title: 'Test email still sending',
        text: `The mail server has not answered yet; the Communications history will show how it went.`,
      };
    default:
      return { severity: 'error', title: 'Test email failed', text: `${outcome.error ?? `The test e-mail to ${to} could not be sent.`} ${counts(outcome)}` };
  }
}

/** The dashboard's Settings tab: a text line and 'Test Email System' (admin-area.md "Settings"). */
export function AdminSettingsTab() {
  const toast = useToast();
  const [sendTestEmail, sending] = useSendTestEmail();
  const [result, setResult] = useState<Result | null>(null);

  const testEmailSystem = async () => {
    setResult(null);
    try {
      const outcome = await sendTestEmail();
      const summary = summarize(outcome);
      setResult({ kind: 'answered', outcome });
      toast({ title: summary.title, description: summary.text, variant: summary.severity === 'error' ? 'destructive' : 'default' });
    } catch (error) {
      const message = failureMessage(error, 'Failed to send email');
      setResult({ kind: 'refused', message });
      toast({ title: 'Error sending email', description: message, variant: 'destructive' });
    }
  };

  const summary: Summary | null =
    result === null ? null : result.kind === 'answered' ? summarize(result.outcome) : { severity: 'error', title: 'Error sending email', text: result.message };

  return (
    <Box>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        System Settings
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>Check that the system can send e-mail: a test message goes to your own address.</Typography>
        <Button
          variant="contained"
          onClick={() => void testEmailSystem()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <MarkEmailReadOutlinedIcon />}
        >
          {sending ? 'Sending test email...' : 'Test Email System'}
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
