import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Failure {
  title: string;
  description: string;
}

/**
 * A failure shown inside the open dialog as well as in the toast: while a dialog is open the rest
 * of the page (the toast included) is hidden from screen readers, so the dialog says it too.
 */
export function DialogFailure({ failure, sx }: { failure: Failure | null; sx?: SxProps<Theme> }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.description}
    </Alert>
  );
}
