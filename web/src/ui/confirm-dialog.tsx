import { useState, type ReactNode } from 'react';
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
