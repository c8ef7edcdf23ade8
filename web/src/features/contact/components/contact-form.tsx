import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useToast } from '../../../ui/toast.tsx';

/** Spec section 9: the contact send is simulated and takes about a second. */
const SIMULATED_SEND_MS = 1000;

/**
 * The contact form. Nothing is sent anywhere (spec section 2): after a second the form
 * clears and a success toast appears. The browser's own `required` checks apply.
 */
export function ContactForm() {
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
      toast({ title: 'Message Sent Successfully', description: "Thank you for reaching out. We'll get back to you within 24 hours." });
    }, SIMULATED_SEND_MS);
  };

  return (
    <Box component="form" onSubmit={onSubmit} aria-label="Contact form">
      <Typography id="contact-form-title" variant="h2" sx={{ mb: 2 }}>
        Send Us a Message
      </Typography>
      <Stack spacing={2}>
        <TextField name="name" label="Full Name" autoComplete="name" required disabled={sending} />
        <TextField name="email" label="Email" type="email" autoComplete="email" required disabled={sending} />
        <TextField name="subject" label="Subject" required disabled={sending} />
        <TextField name="message" label="Message" required multiline minRows={5} disabled={sending} />
        <Box>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
