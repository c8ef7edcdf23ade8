import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  RECIPIENT_CHOICES,
  splitRecipientList,
  type NotificationMethod,
} from '@lunchbox/domain/communication-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useLogWhatsAppNotification, useSendEmailNotification } from '../api/admin-communications.ts';
import type { CommunicationForm, CommunicationFormValues } from '../hooks/use-communication-form.ts';
import { useCommunicationLabel, type LabelGroup } from '../utils/communication-labels.ts';
import { emailOutcome, type Outcome } from '../utils/email-outcome.ts';
import { NATIVE_SELECT_SLOTS } from '../../../ui/native-select.tsx';
import { OutcomeAlert } from './outcome-alert.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The Communications form (admin-area.md "Communications", sections 5, 8 and 9): Email or
 * WhatsApp, type, recipients (a comma-separated list for 'specific'), subject, message. The alert
 * under it says what the server answered.
 */
export function CommunicationsForm({ form }: { form: CommunicationForm }) {
  const { values, update, clearMessage } = form;
  const [sendEmailNotification, sending] = useSendEmailNotification();
  const [logWhatsAppNotification, logging] = useLogWhatsAppNotification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = sending || logging;
  const { t } = useTranslation();
  const label = useCommunicationLabel();
  const whatsapp = values.method === 'whatsapp';
  const specific = values.recipients === 'specific' ? splitRecipientList(values.specificList) : null;

  const sendEmail = async () => {
    try {
      const record = await sendEmailNotification({
        input: {
          title: values.subject,
          subject: values.subject,
          message: values.message,
          recipients: values.recipients,
          specificEmails: specific,
          notificationType: values.notificationType,
          status: 'sent',
        },
      });
      const result = emailOutcome(record, t);
      setOutcome(result);
      if (result.severity !== 'error') clearMessage();
    } catch (error) {
      setOutcome({ severity: 'error', text: failureMessage(error, t('admin.communications.failed')) });
    }
  };

  const sendWhatsApp = async () => {
    if (!values.message.trim()) {
      setOutcome({ severity: 'error', text: t('admin.communications.messageRequired') });
      return;
    }
    try {
      const result = await logWhatsAppNotification({
        input: {
          title: values.subject.trim() || null,
          message: values.message,
          recipients: values.recipients,
          specificPhones: specific,
          notificationType: values.notificationType,
        },
      });
      setOutcome({ severity: 'success', text: t('admin.communications.whatsAppLogged', { count: result.sentTo }) });
      clearMessage();
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: t('admin.communications.whatsAppFailed', { reason: failureMessage(error, t('admin.communications.unreachable')) }),
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    void (whatsapp ? sendWhatsApp() : sendEmail());
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="send-notification-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="send-notification-title" variant="h3" component="h3" sx={{ mb: 2 }}>
        {t('admin.communications.send')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="send-notification-title">
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="notification-method-label">{t('admin.communications.methodLabel')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="notification-method-label"
              name="method"
              value={values.method}
              onChange={(event) => {
                update({ method: event.target.value as NotificationMethod, specificList: '' });
                setOutcome(null);
              }}
            >
              {NOTIFICATION_METHODS.map((method) => (
                <FormControlLabel key={method} value={method} control={<Radio />} label={label('method', method)} disabled={busy} />
              ))}
            </RadioGroup>
          </FormControl>
          {whatsapp ? <Alert severity="info">{t('admin.communications.whatsAppInfo')}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ChoiceField form={form} field="notificationType" group="type" label={t('admin.communications.typeLabel')} choices={NOTIFICATION_TYPES} />
            <ChoiceField form={form} field="recipients" group="recipients" label={t('admin.communications.recipientsLabel')} choices={RECIPIENT_CHOICES} />
          </Stack>
          {values.recipients === 'specific' ? (
            <TextField
              label={whatsapp ? t('admin.communications.phones') : t('admin.communications.emails')}
              value={values.specificList}
              onChange={(event) => update({ specificList: event.target.value })}
              placeholder={whatsapp ? '555-123-4567, +1 555 987 6543' : 'parent@example.com, other@example.com'}
              helperText={`${t('admin.communications.separate')}${specific && specific.length > 0 ? ` ${t('admin.communications.entered', { count: specific.length })}` : ''}`}
              multiline
              minRows={2}
            />
          ) : null}
          <TextField
            label={whatsapp ? t('admin.communications.titleOptional') : t('admin.communications.subject')}
            value={values.subject}
            onChange={(event) => update({ subject: event.target.value })}
          />
          <TextField
            label={t('admin.communications.message')}
            value={values.message}
            onChange={(event) => update({ message: event.target.value })}
            multiline
            minRows={8}
            required={whatsapp}
          />
          <Box>
            <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={busy}>
              {busy ? t('admin.sending') : whatsapp ? t('admin.communications.sendWhatsApp') : t('admin.communications.sendEmail')}
            </Button>
          </Box>
          <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
        </Stack>
      </Box>
    </Paper>
  );
}

type ChoiceKey = 'notificationType' | 'recipients';

interface ChoiceFieldProps<K extends ChoiceKey> {
  form: CommunicationForm;
  /** The form value it sets. */
  field: K;
  /** Whose words name the choices. */
  group: LabelGroup;
  label: string;
  choices: readonly CommunicationFormValues[K][];
}

/** One of a fixed list, as a native select (a phone's own picker) with its label always raised. */
function ChoiceField<K extends ChoiceKey>({ form, field, group, label, choices }: ChoiceFieldProps<K>) {
  const choiceLabel = useCommunicationLabel();
  return (
    <TextField
      select
      label={label}
      value={form.values[field]}
      onChange={(event) => form.update({ [field]: event.target.value } as Pick<CommunicationFormValues, K>)}
      slotProps={NATIVE_SELECT_SLOTS}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(group, choice)}
        </option>
      ))}
    </TextField>
  );
}
