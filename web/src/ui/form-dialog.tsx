import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  /** Shown unless false; dialogs that mount only while open leave it out. */
  open?: boolean;
  title: ReactNode;
  /** The line under the title that says what the dialog does; the dialog is described by it. */
  description?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * Set when the dialog is a question before an action: an alertdialog whose submit button has the
   * focus and this colour (red before anything destructive).
   */
  confirmColor?: 'error' | 'primary';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, Escape and the backdrop; none of them closes the dialog while its submit is pending. */
  onClose: () => void;
  /** False while the form cannot be sent (invalid, or missing what it needs). */
  canSubmit?: boolean;
  /**
   * The submit button: its label ('Save Changes'), and while the form is being sent (`pending`) what
   * it says instead ('Saving...'); then both buttons wait.
   */
  submit: { label: ReactNode; pendingLabel: ReactNode; pending: boolean };
  /** The form's fields (none in a ConfirmDialog). */
  children?: ReactNode;
}

/** A dialog that is one form: its title, its fields, and at its foot Cancel and the button that submits it. */
export function FormDialog({
  open = true,
  title,
  description,
  maxWidth = 'sm',
  confirmColor,
  onSubmit,
  onClose,
  canSubmit = true,
  submit: { label, pendingLabel, pending },
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      role={confirmColor ? 'alertdialog' : undefined}
      fullWidth
      maxWidth={maxWidth}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? (
            <DialogContentText id={descriptionId} sx={children ? { mb: 2 } : undefined}>
              {description}
            </DialogContentText>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !canSubmit} {...(confirmColor ? { color: confirmColor, autoFocus: true } : {})}>
            {pending ? pendingLabel : label}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
