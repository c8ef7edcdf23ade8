import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCopyText } from '../../../ui/use-copy-text.ts';
import { useResetCalendarLink } from '../api/children.ts';
import { useTranslation } from 'react-i18next';

/** The calendar apps' subscription scheme: the same address, opened by the calendar instead of the browser. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

interface CalendarFeedActionsProps {
  childId: number;
  childName: string;
  calendarUrl: string;
}

/**
 * The child's lunches in the family calendar (issue 14 §2): subscribe opens the calendar app with
 * the private feed; copy is for the apps that want the address pasted (Google Calendar on the web);
 * reset replaces a link that was shared too widely, after saying the old one stops working.
 */
export function CalendarFeedActions({ childId, childName, calendarUrl }: CalendarFeedActionsProps) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  const toast = useToast();
  const { resetCalendarLink, resetting } = useResetCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const [newLink, setNewLink] = useState<string | null>(null);

  const reset = async () => {
    try {
      const url = await resetCalendarLink(childId);
      setConfirming(false);
      setNewLink(url);
      toast({ title: t('calendarFeed.resetDone'), description: t('calendarFeed.resetDoneText', { name: childName }) });
    } catch (error) {
      setConfirming(false);
      toast({ title: t('common.error'), description: failureMessage(error, t('calendarFeed.resetFailed')), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          href={webcalOf(calendarUrl)}
          startIcon={<EventAvailableOutlinedIcon />}
          aria-label={t('calendarFeed.subscribeLabel', { name: childName })}
        >
          {t('calendarFeed.subscribe')}
        </Button>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyText(t('calendarFeed.linkLabel'), calendarUrl)}
          aria-label={t('calendarFeed.copyLabel', { name: childName })}
        >
          {t('calendarFeed.copy')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<LinkOffOutlinedIcon />}
          onClick={() => setConfirming(true)}
          aria-label={t('calendarFeed.resetLabel', { name: childName })}
        >
          {t('calendarFeed.reset')}
        </Button>
      </Stack>
      {newLink ? (
        <Alert severity="success" onClose={() => setNewLink(null)} data-testid="new-calendar-link">
          <Typography variant="body2">{t('calendarFeed.newLink', { name: childName })}</Typography>
          <Typography variant="body2" component="code" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {newLink}
          </Typography>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('calendarFeed.resetTitle')}
        question={t('calendarFeed.resetQuestion', { name: childName })}
        confirmLabel={t('calendarFeed.reset')}
        pendingLabel={t('calendarFeed.resetting')}
        pending={resetting}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
