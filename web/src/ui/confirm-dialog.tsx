import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's colour: red (the default) before anything destructive. */
  confirmColor?: 'error' | 'primary';
  /** What the question goes on to list, under it. */
  children?: ReactNode;
}

/** Asks before anything destructive (or weighty) happens: a FormDialog with the question and nothing to fill in. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
  confirmColor = 'error',
  children,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      description={question}
      maxWidth="xs"
      confirmColor={confirmColor}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      onClose={onCancel}
      submit={{ label: confirmLabel, pendingLabel: pendingLabel ?? confirmLabel, pending }}
    >
      {children}
    </FormDialog>
  );
}

// The dialog's state, in a module of its own so that a screen can load the dialog only once it asks.
export { useConfirmation } from './use-confirmation.ts';
