import { useState } from 'react';

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
