import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { closureInputSchema, noServiceLabel, type ClosureInput, type SchoolClosure } from '@lunchbox/domain/order-rules';
import { formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { useClosures } from '../../../lib/closures.ts';
import { schoolTimeZone, useNow } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormDateField } from '../../../ui/date-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDeclareClosure } from '../api/declare-closure.ts';
import { useLiftClosure } from '../api/lift-closure.ts';
import { LoadStates } from '../../../ui/load-states.tsx';

/**
 * The School Calendar tab (issue 10 section 2): close a date with a reason, see the closed days,
 * open one again. Closing a date with orders cancels them, credits what was paid and e-mails each
 * parent; the confirmation says so first.
 */
export function AdminCalendarTab() {
  const toast = useToast();
  const now = useNow();
  const today = schoolToday(now, schoolTimeZone);
  const { answer: closures = [], loading, error, refetch } = useClosures();
  const [declareClosure, declaring] = useDeclareClosure();
  const [liftClosure, lifting] = useLiftClosure();
  const [toDeclare, setToDeclare] = useState<ClosureInput | null>(null);
  const [toLift, setToLift] = useState<SchoolClosure | null>(null);
  const { control, handleSubmit, reset } = useForm<ClosureInput>({ resolver: zodResolver(closureInputSchema), defaultValues: { date: '', reason: '' } });

  const declare = async () => {
    if (!toDeclare) return;
    try {
      const closure = await declareClosure(toDeclare);
      toast({ title: 'Day closed', description: `${formatLongDate(closure.date)}: ${noServiceLabel(closure.reason)}` });
      reset({ date: '', reason: '' });
    } catch (failure) {
      toast({ title: 'Could not close the day', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setToDeclare(null);
    }
  };

  const lift = async () => {
    if (!toLift) return;
    try {
      await liftClosure({ date: toLift.date });
      toast({ title: 'Day opened again', description: `${formatLongDate(toLift.date)} can be ordered again.` });
    } catch (failure) {
      toast({ title: 'Could not open the day', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setToLift(null);
    }
  };

  const upcoming = closures.filter((closure) => closure.date >= today);
  return (
    <Box>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        School Calendar
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Close a day"
        noValidate
        onSubmit={handleSubmit((values) => setToDeclare(values))}
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          Close a day
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormDateField control={control} name="date" label="Date" minDate={today} />
          <FormTextField control={control} name="reason" label="Reason" placeholder="Thanksgiving" sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="contained" disabled={declaring} sx={{ mt: { sm: 1 } }}>
            {declaring ? 'Closing...' : 'Close Day'}
          </Button>
        </Stack>
      </Paper>

      <LoadStates
        query={{ loading, error, refetch }}
        loadingLabel="Loading the school calendar"
        minHeight={120}
        failure="Failed to load the school calendar"
        isEmpty={upcoming.length === 0}
        empty={<Typography color="text.secondary">No closed days ahead.</Typography>}
      >
        <List aria-label="Closed days" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {upcoming.map((closure) => (
            <ListItem
              key={closure.date}
              secondaryAction={
                <IconButton edge="end" aria-label={`Open ${formatLongDate(closure.date)} again`} onClick={() => setToLift(closure)} disabled={lifting}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={formatLongDate(closure.date)} secondary={noServiceLabel(closure.reason)} />
            </ListItem>
          ))}
        </List>
      </LoadStates>

      <ConfirmDialog
        open={toDeclare !== null}
        title="Close this day?"
        question={
          toDeclare
            ? `${formatLongDate(toDeclare.date)} will show "${noServiceLabel(toDeclare.reason.trim())}". Lunches already ordered for it are cancelled, paid ones are credited, and each parent is e-mailed.`
            : ''
        }
        confirmLabel="Close Day"
        pendingLabel="Closing..."
        pending={declaring}
        onConfirm={() => void declare()}
        onCancel={() => setToDeclare(null)}
      />
      <ConfirmDialog
        open={toLift !== null}
        title="Open this day again?"
        question={toLift ? `${formatLongDate(toLift.date)} can be ordered again. Lunches the closure cancelled stay cancelled.` : ''}
        confirmLabel="Open Day"
        pendingLabel="Opening..."
        pending={lifting}
        onConfirm={() => void lift()}
        onCancel={() => setToLift(null)}
      />
    </Box>
  );
}
