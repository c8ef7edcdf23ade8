import Button from '@mui/material/Button';

interface AuthFormButtonsProps {
  label: string;
  /** What the submit button says while the request runs ('Logging in...'); it is disabled then. */
  pendingLabel: string;
  pending: boolean;
  /** The text button below it, to another view ('Forgot your password?', 'Back to Login'). */
  other?: { label: string; onClick: () => void };
}

/** The sign-in screen's forms end alike: a large submit button and, under it, the way to another form. */
export function AuthFormButtons({ label, pendingLabel, pending, other }: AuthFormButtonsProps) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      {other ? (
        <Button variant="text" onClick={other.onClick}>
          {other.label}
        </Button>
      ) : null}
    </>
  );
}
