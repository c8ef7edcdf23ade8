import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { directEmailSchema } from '@lunchbox/domain/communication-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { type AdminUser, useSendUserEmail } from '../api/admin-users.ts';
import { useUserDraftForm } from '../hooks/use-user-draft-form.ts';
import { displayName } from './display-name.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { overDraft } from '../../../ui/use-dialog-form.ts';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';

/** Subject and message must be non-empty after trimming (admin-area.md "Users"). */
const emailFormSchema = directEmailSchema.pick({ subject: true, message: true });
const EMPTY = { subject: '', message: '' };
const emptyOrDraft = (draft: Partial<typeof EMPTY> | null) => overDraft(EMPTY, draft);

/** The Users tab's send e-mail dialog, with the per-user local draft of subject and message. */
export function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const { t } = useTranslation();
  const [sendUserEmail, sending] = useSendUserEmail();
  const { control, handleSubmit, isValid, clearDraft } = useUserDraftForm('admin-email', user, emailFormSchema, emptyOrDraft);

  const onSubmit = handleSubmit(async ({ subject, message }) => {
    // The call failing and the service answering 'failed' are told alike, and keep the draft.
    const sendFailed = (description: string) => toast({ title: t('admin.settings.sendError'), description, variant: 'destructive' });
    const outcome = await sendUserEmail({ userId: user.id, subject, message }).catch((error: unknown) => {
      sendFailed(failureMessage(error, t('admin.settings.sendFailed')));
      return null;
    });
    if (!outcome) return;
    if (outcome.status === 'failed') {
      sendFailed(outcome.error ? refusalText(outcome.error) : t('admin.settings.sendFailed'));
      return;
    }
    clearDraft();
    const recipient = outcome.recipientEmails[0] ?? user.email;
    if (outcome.status === 'pending') {
      toast({ title: t('admin.users.emailPending'), description: t('admin.users.emailPendingText', { recipient }) });
    } else {
      toast({ title: t('admin.users.emailSent', { recipient }) });
    }
    onClose();
  });

  return (
    <FormDialog
      title={t('admin.users.emailTitle', { name: displayName(user) })}
      onSubmit={onSubmit}
      onClose={onClose}
      canSubmit={isValid && Boolean(user.email)}
      submit={{ label: t('admin.users.sendEmail'), pendingLabel: t('admin.sending'), pending: sending }}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('admin.users.emailTo', { email: user.email || t('admin.users.noEmail') })}</DialogContentText>
      <Stack spacing={2}>
        <FormTextField label={t('admin.communications.subject')} autoFocus autoComplete="off" control={control} name="subject" />
        <FormTextField label={t('admin.communications.message')} multiline minRows={6} control={control} name="message" />
      </Stack>
    </FormDialog>
  );
}
