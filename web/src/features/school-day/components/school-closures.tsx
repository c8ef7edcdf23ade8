import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSchoolClosures } from '../api/school-closures.ts';

/**
 * The school office's school's upcoming closed days (issue 31 §3, read-only): its own closures and
 * every school's, from `from` (the school's today) on. Declaring and lifting stay with the API.
 */
export function SchoolClosures({ from, schoolId }: { from: string; schoolId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { answer: closures, error } = useSchoolClosures(from, schoolId);
  if (schoolId === null || !closures) return error ? <Typography color="text.secondary">{t('schoolDay.closuresFailed')}</Typography> : null;
  const upcoming = [...closures].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <Paper component="section" variant="outlined" aria-labelledby="school-closures-heading" sx={{ p: 2, mt: 4 }}>
      <Typography id="school-closures-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('schoolDay.closuresTitle')}
      </Typography>
      {upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('schoolDay.noClosures')}</Typography>
      ) : (
        <List dense aria-labelledby="school-closures-heading" disablePadding>
          {upcoming.map((closure) => (
            <ListItem key={`${closure.date}@${closure.schoolId ?? 'all'}`} disableGutters>
              <Typography>
                <strong>{formatLongDate(closure.date, language)}</strong>
                {closure.reason ? ` – ${closure.reason}` : ''}
                {closure.schoolId === null ? ` (${t('schoolDay.everySchool')})` : ''}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
