import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { closureInputSchema, type ClosureInput } from '@lunchbox/domain/closure-schemas';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import { formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { useClosures } from '../api/closures.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { FormDateField } from '../../../ui/date-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCalendarSchools, useDeclareClosure, useLiftClosure } from '../api/admin-calendar.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { TabTitle } from '../../../ui/tab-title.tsx';

/**
 * The School Calendar tab (issue 10 section 2): close a date with a reason, see the closed days,
 * open one again. Closing a date with orders cancels them, credits what was paid and e-mails each
 * parent; the confirmation says so first. A closure is for every school or for one (issue 31):
 * only that school's lunches are cancelled, and the list names the school.
 */
export function AdminCalendarTab() {
  const toast = useToast();
  const { t } = useTranslation();
  const language = useLanguage();
  const longDate = (date: string) => formatLongDate(date, language);
  // school-closures' noServiceLabel in the screen's language.
  const noService = (reason: string | null) => (reason ? t('admin.calendar.noServiceReason', { reason }) : t('messages.noService'));
  const now = useNow();
  const today = schoolToday(now, schoolTimeZone);
  const { answer: closures = [], loading, error, refetch } = useClosures();
  const [declareClosure, declaring] = useDeclareClosure();
  const [liftClosure, lifting] = useLiftClosure();
  const { answer: schools = [] } = useCalendarSchools();
  // '' is every school; otherwise the chosen school's id, as text for the select.
  const [schoolChoice, setSchoolChoice] = useState('');
  const schoolName = (schoolId: number | null | undefined) => schools.find((school) => school.id === schoolId)?.name ?? `#${schoolId}`;
  /** The closure's words, with the school it is for when only one is closed. */
  const closureLabel = (closure: { reason: string | null; schoolId?: number | null }) =>
    closure.schoolId == null
      ? noService(closure.reason)
      : `${t('admin.calendar.onlyAt', { school: schoolName(closure.schoolId) })} · ${noService(closure.reason)}`;
  const { control, handleSubmit, reset } = useForm<ClosureInput>({ resolver: zodResolver(closureInputSchema), defaultValues: { date: '', reason: '' } });

  const dayToClose = useConfirmation(async (closureInput: ClosureInput & { schoolId: number | null }) => {
    try {
      const closure = await declareClosure(closureInput);
      toast({ title: t('admin.calendar.closed'), description: `${longDate(closure.date)}: ${closureLabel(closure)}` });
      reset({ date: '', reason: '' });
      setSchoolChoice('');
    } catch (failure) {
      toast({ title: t('admin.calendar.closeFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });

  const dayToOpen = useConfirmation(async (closure: SchoolClosure) => {
    try {
      await liftClosure({ date: closure.date, schoolId: closure.schoolId ?? null });
      toast({ title: t('admin.calendar.opened'), description: t('admin.calendar.openedText', { date: longDate(closure.date) }) });
    } catch (failure) {
      toast({ title: t('admin.calendar.openFailed'), description: failureMessage(failure, t('admin.tryAgain')), variant: 'destructive' });
    }
  });

  const upcoming = closures.filter((closure) => closure.date >= today);
  return (
    <Box>
      <TabTitle>{t('admin.calendar.title')}</TabTitle>
      <Paper
        variant="outlined"
        component="form"
        aria-label={t('admin.calendar.closeADay')}
        noValidate
        onSubmit={handleSubmit((input) => dayToClose.ask({ ...input, schoolId: schoolChoice === '' ? null : Number(schoolChoice) }))}
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {t('admin.calendar.closeADay')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormDateField control={control} name="date" label={t('admin.calendar.date')} minDate={today} />
          <TextField
            select
            label={t('admin.calendar.schoolLabel')}
            value={schoolChoice}
            onChange={(event) => setSchoolChoice(event.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('admin.calendar.everySchool')}</MenuItem>
            {schools
              .filter((school) => school.active)
              .map((school) => (
                <MenuItem key={school.id} value={String(school.id)}>
                  {school.name}
                </MenuItem>
              ))}
          </TextField>
          <FormTextField
            control={control}
            name="reason"
            label={t('admin.calendar.reason')}
            placeholder={t('admin.calendar.reasonExample')}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={declaring} sx={{ mt: { sm: 1 } }}>
            {declaring ? t('admin.calendar.closing') : t('admin.calendar.closeDay')}
          </Button>
        </Stack>
      </Paper>

      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={upcoming.length === 0}
        texts={{ loading: t('admin.calendar.loading'), failure: t('admin.calendar.fetchFailed'), empty: t('admin.calendar.none') }}
        minHeight={120}
      >
        <List aria-label={t('admin.calendar.closedDays')} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {upcoming.map((closure) => (
            <ListItem
              key={`${closure.date}|${closure.schoolId ?? ''}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('admin.calendar.openAgainLabel', {
                    date: closure.schoolId == null ? longDate(closure.date) : `${longDate(closure.date)} (${schoolName(closure.schoolId)})`,
                  })}
                  onClick={() => dayToOpen.ask(closure)}
                  disabled={lifting}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={longDate(closure.date)} secondary={closureLabel(closure)} />
            </ListItem>
          ))}
        </List>
      </LoadStates>

      <ConfirmDialog
        {...dayToClose.dialog}
        title={t('admin.calendar.closeTitle')}
        question={
          dayToClose.subject
            ? t('admin.calendar.closeQuestion', {
                date: longDate(dayToClose.subject.date),
                label: closureLabel({ reason: dayToClose.subject.reason.trim(), schoolId: dayToClose.subject.schoolId }),
              })
            : ''
        }
        confirmLabel={t('admin.calendar.closeDay')}
        pendingLabel={t('admin.calendar.closing')}
        pending={declaring}
      />
      <ConfirmDialog
        {...dayToOpen.dialog}
        title={t('admin.calendar.openTitle')}
        question={dayToOpen.subject ? t('admin.calendar.openQuestion', { date: longDate(dayToOpen.subject.date) }) : ''}
        confirmLabel={t('admin.calendar.openDay')}
        pendingLabel={t('admin.calendar.opening')}
        pending={lifting}
      />
    </Box>
  );
}
