import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, schoolToday, toIsoDate } from '@lunchbox/domain/school-dates';
import { closedDayLabel } from '@lunchbox/domain/school-closures';
import { useClosures } from '../api/closures.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { lunchSchedule, type ScheduledLunch } from '../api/schedule.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { ActionAlert } from '../../../ui/action-alert.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { LunchNotes, LunchOptionChips } from '../../../ui/lunch-details.tsx';

/** The schedule lists at most 5 upcoming dates (spec section 9). */
const UPCOMING_DATES = 5;

const NO_LUNCHES: readonly ScheduledLunch[] = [];

/** The lunch schedule at /calendar (spec section 2): a month calendar, upcoming dates, the chosen date's lunches. */
export function ScheduleScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, loading: userLoading } = useCurrentUser();
  const { answer, loading, error, refetch } = lunchSchedule.useAnswer({ skip: !user });
  // The lunches arrive in an urgent update (Apollo's store): the calendar and the lists are drawn from
  // them in a transition, which React renders in slices between the browser's own work (issue 34).
  const shown = useDeferredValue(answer);
  const lunches = shown ?? NO_LUNCHES;
  const now = useNow(60_000);
  const today = schoolToday(now, schoolTimeZone);
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const { answer: closures = [] } = useClosures();

  const byDate = useMemo(() => {
    const map = new Map<string, ScheduledLunch[]>();
    for (const lunch of lunches) {
      const date = toIsoDate(lunch.lunchDate);
      if (!date) continue;
      map.set(date, [...(map.get(date) ?? []), lunch]);
    }
    return map;
  }, [lunches]);
  const counts = useMemo(() => new Map([...byDate].map(([date, list]) => [date, list.length])), [byDate]);
  const upcoming = [...byDate.keys()]
    .filter((date) => date >= today)
    .sort()
    .slice(0, UPCOMING_DATES);

  const select = useCallback((date: string) => {
    setSelected(date);
    setMonth(date.slice(0, 7));
  }, []);

  let body;
  if (userLoading || loading || (answer !== undefined && shown === undefined)) {
    body = <LoadingSpinner label={t('schedule.loading')} minHeight={320} />;
  } else if (!user) {
    body = (
      <ActionAlert severity="info" action={{ label: t('schedule.logIn'), href: '/auth' }}>
        {t('schedule.logInText')}
      </ActionAlert>
    );
  } else if (error) {
    body = <RetryAlert onRetry={() => void refetch()}>{t('schedule.failed')}</RetryAlert>;
  } else {
    const selectedLunches = selected ? (byDate.get(selected) ?? []) : [];
    const closedLabel = selected ? closedDayLabel(closures, selected, language) : null;
    body = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <MonthCalendar month={month} onMonthChange={setMonth} today={today} selected={selected} onSelect={select} counts={counts} />
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby="upcoming-title" sx={{ p: 2 }}>
            <Typography id="upcoming-title" variant="h3" component="h2" sx={{ mb: 1 }}>
              {t('schedule.upcoming')}
            </Typography>
            {upcoming.length === 0 ? (
              <Typography color="text.secondary">{t('schedule.noUpcoming')}</Typography>
            ) : (
              <List dense disablePadding aria-label={t('schedule.upcomingDates')}>
                {upcoming.map((date) => (
                  <ListItem key={date} disablePadding>
                    <ListItemButton selected={date === selected} onClick={() => select(date)} sx={{ borderRadius: 1 }}>
                      <ListItemText primary={formatLongDate(date, language)} />
                      <Chip label={t('schedule.orders', { count: counts.get(date) ?? 0 })} size="small" color="secondary" />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
        <Paper component="section" variant="outlined" aria-labelledby="selected-date-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="selected-date-title" variant="h2" sx={{ mb: 2 }}>
            {selected ? formatLongDate(selected, language) : t('schedule.lunchOrders')}
          </Typography>
          {closedLabel ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {closedLabel}
            </Alert>
          ) : null}
          {!selected ? (
            <Typography color="text.secondary">{t('schedule.selectDate')}</Typography>
          ) : selectedLunches.length === 0 ? (
            <Typography color="text.secondary">{t('schedule.noneForDate')}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {selectedLunches.map((lunch) => (
                <ScheduledLunchCard key={lunch.id} lunch={lunch} />
              ))}
            </Stack>
          )}
        </Paper>
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('schedule.title')}
      </Typography>
      {body}
    </Container>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function ScheduledLunchCard({ lunch }: { lunch: ScheduledLunch }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" aria-label={t('schedule.cardLabel', { child: lunch.childName, id: lunch.id })} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1, gap: 1 }}>
        <Typography variant="h3" component="p">
          {lunch.childName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('schedule.order', { id: lunch.id })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field label={t('schedule.school')} value={lunch.school} />
        <Field label={t('schedule.grade')} value={lunch.grade} />
        {lunch.teacher ? <Field label={t('schedule.section')} value={lunch.teacher} /> : null}
        <Field label={t('schedule.parent')} value={lunch.parentName} />
        <Field label={t('schedule.contact')} value={lunch.email} />
      </Box>
      <LunchOptionChips options={lunch.lunchOptions} label={t('schedule.lunchOptions')} marginTop={1.5} />
      <LunchNotes label={t('schedule.instructions')} notes={lunch.notes} />
    </Paper>
  );
}
