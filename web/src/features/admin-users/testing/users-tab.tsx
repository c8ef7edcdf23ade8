import { useState, type ReactNode } from 'react';
import type { AdminUser } from '../api/admin-users.ts';

/** A parent as the Users tab lists them, for the tab's dialogs. */
export const jane: AdminUser = {
  __typename: 'User',
  id: 7,
  username: 'jane',
  email: 'jane@example.com',
  fullName: 'Jane Parent',
  phone: '555-123-4567',
  isAdmin: false,
  role: 'parent',
  schoolId: null,
  language: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** The Users tab's way in and out of a dialog: the row's button opens it, and the dialog's end (Cancel, a save, a send) closes it. */
export function OpensDialog({ label, dialog }: { label: string; dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    dialog(() => setOpen(false))
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}
