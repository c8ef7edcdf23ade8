import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name ('Login'); with `intro` it is also shown as its heading. */
  name: string;
  /** The sentence under the shown heading ('Choose a new password for your account.'). */
  intro?: string;
  /** The large submit button; it says `pendingLabel` ('Logging in...') and is disabled while the request runs. */
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The text button under it, to another form ('Forgot your password?', 'Back to Login'). */
  other?: { label: string; onClick: () => void };
  children: ReactNode;
}

/** The sign-in screen's forms, laid out alike: the fields, a large submit button and the way to another form. */
export function AuthForm({ onSubmit, name, intro, submit, other, children }: AuthFormProps) {
  const headingId = useId();
  const label = intro ? { 'aria-labelledby': headingId } : { 'aria-label': name };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} {...label}>
      <Stack spacing={2}>
        {intro ? (
          <>
            <Typography id={headingId} variant="h2">
              {name}
            </Typography>
            <Typography color="text.secondary">{intro}</Typography>
          </>
        ) : null}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={submit.pending}>
          {submit.pending ? submit.pendingLabel : submit.label}
        </Button>
        {other ? (
          <Button variant="text" onClick={other.onClick}>
            {other.label}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
