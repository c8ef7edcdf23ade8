import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatLongDate, schoolToday, weekdayOnOrAfter } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useSchoolOrders, type SchoolLunch } from '../api/school-day.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { SchoolClosures } from './school-closures.tsx';

/**
 * /school (issue 31 §3, docs/roles.md): the school office's home. Its school's lunches of a day,
 * by class and child, with each child's dish and allergies and the parent's name; the server
 * answers for the office's own school only. Below, the school's upcoming closed days.
 */
export function SchoolDayScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [today] = useState(() => schoolToday(new Date(), schoolTimeZone));
  const [date, setDate] = useState(() => weekdayOnOrAfter(today));
  const { user } = useCurrentUser();
  const { lunches, loading, error, refetch } = useSchoolOrders(date);
  const school = lunches[0]?.school;
  const longDate = date ? formatLongDate(date, language) : '';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('schoolDay.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('schoolDay.lead')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <DateField
          label={t('schoolDay.date')}
          value={date}
          onChange={setDate}
          helperText={date ? undefined : t('schoolDay.completeDate')}
          sx={{ minWidth: 220 }}
        />
        {date && !loading && !error ? <Typography aria-live="polite">{t('schoolDay.count', { count: lunches.length, date: longDate })}</Typography> : null}
      </Stack>
      {date ? (
        <LoadStates
          query={{ loading, error, refetch }}
          isEmpty={lunches.length === 0}
          texts={{ loading: t('schoolDay.loading'), failure: t('schoolDay.fetchFailed'), empty: t('schoolDay.none', { date: longDate }) }}
          minHeight={200}
        >
          <LunchTable lunches={lunches} caption={t('schoolDay.caption', { school: school ?? '', date: longDate })} />
        </LoadStates>
      ) : null}
      <SchoolClosures from={today} schoolId={user?.schoolId ?? null} />
    </Container>
  );
}

function LunchTable({ lunches, caption }: { lunches: readonly SchoolLunch[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('schoolDay.child')}</TableCell>
            <TableCell scope="col">{t('schoolDay.class')}</TableCell>
            <TableCell scope="col">{t('schoolDay.dish')}</TableCell>
            <TableCell scope="col">{t('schoolDay.allergies')}</TableCell>
            <TableCell scope="col">{t('schoolDay.parent')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lunches.map((lunch) => {
            const restrictions = [...lunch.allergies, ...lunch.medicalDiet];
            return (
              <TableRow key={lunch.orderId}>
                <TableCell component="th" scope="row">
                  {lunch.childName}
                </TableCell>
                <TableCell>
                  {t('admin.orders.grade', { grade: lunch.grade })}
                  {lunch.teacher ? ` · ${lunch.teacher}` : ''}
                </TableCell>
                <TableCell>
                  {lunch.lunchOptions.join(', ')}
                  {lunch.notes ? (
                    <Typography variant="body2" color="text.secondary">
                      {lunch.notes}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={restrictions.length > 0 ? { color: 'error.dark', fontWeight: 700 } : undefined}>
                  {restrictions.length > 0 ? restrictions.join(', ') : t('schoolDay.noAllergies')}
                </TableCell>
                <TableCell>{lunch.parentName}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
