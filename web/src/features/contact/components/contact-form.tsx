import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useToast } from '../../../ui/toast.tsx';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the contact send is simulated and takes about a second. */
const SIMULATED_SEND_MS = 1000;

/**
 * The contact form. Nothing is sent anywhere (spec section 2): after a second the form
 * clears and a success toast appears. The browser's own `required` checks apply.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    timer.current = window.setTimeout(() => {
      setSending(false);
      form.reset();
      toast({ title: t('contact.sent'), description: t('contact.sentText') });
    }, SIMULATED_SEND_MS);
  };

  return (
    <Box component="form" onSubmit={onSubmit} aria-label={t('contact.form')}>
      <Typography id="contact-form-title" variant="h2" sx={{ mb: 2 }}>
        {t('contact.formTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField name="name" label={t('contact.name')} autoComplete="name" required disabled={sending} />
        <TextField name="email" label={t('contact.email')} type="email" autoComplete="email" required disabled={sending} />
        <TextField name="subject" label={t('contact.subject')} required disabled={sending} />
        <TextField name="message" label={t('contact.message')} required multiline minRows={5} disabled={sending} />
        <Box>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending}>
            {sending ? t('contact.sending') : t('contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
