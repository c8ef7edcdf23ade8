import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface ActionAlertProps {
  severity: AlertColor;
  /** The one thing to do about it, as a small button in the alert's own colour: a link (`href`) or a click. */
  action: { label: ReactNode; href?: string; onClick?: () => void };
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A message with the way out of it at its end: Retry after a failed load, Log In where a screen needs a session. */
export function ActionAlert({ severity, action: { label, href, onClick }, sx, children }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" {...(href === undefined ? {} : { href })} onClick={onClick}>
          {label}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
