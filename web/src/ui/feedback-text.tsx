import Typography from '@mui/material/Typography';
import { formatLongDate } from '@lunchbox/domain/school-dates';

/** What a feedback entry says: its subject, the date it is about and its message, each when given. */
export function FeedbackText({ subject, date, message }: { subject: string; date: string | null; message: string }) {
  return (
    <>
      {subject ? <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{subject}</Typography> : null}
      {date ? (
        <Typography variant="body2" color="text.secondary">
          Date related to issue: {formatLongDate(date)}
        </Typography>
      ) : null}
      {message ? <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message}</Typography> : null}
    </>
  );
}
