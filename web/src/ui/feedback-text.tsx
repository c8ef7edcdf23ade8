import Typography from '@mui/material/Typography';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n.ts';

/** What a feedback entry says: its subject, the date it is about and its message, each when given. */
export function FeedbackText({ subject, date, message }: { subject: string; date: string | null; message: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {subject ? <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{subject}</Typography> : null}
      {date ? (
        <Typography variant="body2" color="text.secondary">
          {t('feedback.dateRelated', { date: formatLongDate(date, language) })}
        </Typography>
      ) : null}
      {message ? <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message}</Typography> : null}
    </>
  );
}
