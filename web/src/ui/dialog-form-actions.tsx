import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

interface DialogFormActionsProps {
  onCancel: () => void;
  /** While saving, both buttons wait. */
  busy: boolean;
  /** False while the form cannot be sent (invalid, or missing what it needs). */
  canSubmit?: boolean;
  /** The submit button's label ('Save Changes', or 'Saving...' while busy). */
  children: ReactNode;
}

/** The foot of a form dialog: Cancel, and the button that submits the dialog's form. */
export function DialogFormActions({ onCancel, busy, canSubmit = true, children }: DialogFormActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
        {children}
      </Button>
    </DialogActions>
  );
}
