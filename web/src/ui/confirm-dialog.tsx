import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything destructive happens. */
export function ConfirmDialog({ open, title, question, confirmLabel, pendingLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      role="alertdialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending} autoFocus>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The state of a ConfirmDialog that asks about one thing: `ask(subject)` opens it, `subject` is what
 * it asks about (null while closed), and `dialog` holds its open, onConfirm and onCancel. Confirm runs
 * `act`, which says how it went itself, and the dialog closes once `act` has ended.
 */
export function useConfirmation<T>(act: (subject: T) => Promise<void>) {
  const [subject, setSubject] = useState<T | null>(null);
  const dialog = {
    open: subject !== null,
    onConfirm: () => {
      if (subject !== null) void act(subject).finally(() => setSubject(null));
    },
    onCancel: () => setSubject(null),
  };
  return { subject, ask: (next: T) => setSubject(() => next), dialog };
}
