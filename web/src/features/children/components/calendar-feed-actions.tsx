import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { useCopyText } from '../../../ui/use-copy-text.ts';

/** The calendar apps' subscription scheme: the same address, opened by the calendar instead of the browser. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The child's lunches in the family calendar (issue 14 §2): subscribe opens the calendar app with
 * the private feed; copy is for the apps that want the address pasted (Google Calendar on the web).
 */
export function CalendarFeedActions({ childName, calendarUrl }: { childName: string; calendarUrl: string }) {
  const copyText = useCopyText();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        href={webcalOf(calendarUrl)}
        startIcon={<EventAvailableOutlinedIcon />}
        aria-label={`Subscribe in your calendar: ${childName}'s lunches`}
      >
        Subscribe in your calendar
      </Button>
      <Button
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copyText('Calendar link', calendarUrl)}
        aria-label={`Copy the calendar link for ${childName}`}
      >
        Copy link
      </Button>
    </Stack>
  );
}
