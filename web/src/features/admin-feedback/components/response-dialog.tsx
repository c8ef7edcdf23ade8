import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { feedbackResponseSchema, type FeedbackResponseInput } from '@lunchbox/domain/communication-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { type AdminFeedback, useAnswerFeedback } from '../api/admin-feedback.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { useTranslation } from 'react-i18next';

interface ResponseDialogProps {
  open: boolean;
  /** The entry being answered; kept by the caller while the dialog closes. */
  entry: AdminFeedback | null;
  onClose: () => void;
}

/** 'Add Response' / 'Update Response' (admin-area.md sections 2, 5 and 8): non-empty after trimming. */
export function ResponseDialog({ open, entry, onClose }: ResponseDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [answerFeedback, saving] = useAnswerFeedback();
  // Said inside the dialog too: while it is open, the toast is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid },
  } = useForm<FeedbackResponseInput>({ resolver: zodResolver(feedbackResponseSchema), mode: 'onChange', defaultValues: { adminResponse: '' } });

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    reset({ adminResponse: entry?.adminResponse ?? '' });
  }, [open, entry, reset]);

  const close = () => {
    if (!saving) onClose();
  };

  const onSubmit = handleSubmit(async ({ adminResponse }) => {
    if (!entry) return;
    setFailure(null);
    try {
      await answerFeedback({ id: entry.id, adminResponse: adminResponse.trim() });
      toast({ title: t('admin.feedback.saved') });
      onClose();
    } catch (error) {
      const description = failureMessage(error, t('admin.feedback.updateFailed'));
      setFailure(description);
      toast({ title: t('admin.feedback.updateError'), description, variant: 'destructive' });
    }
  });

  const updating = Boolean(entry?.adminResponse);
  return (
    <FormDialog
      open={open}
      title={updating ? t('admin.feedback.update') : t('admin.feedback.add')}
      description={
        entry
          ? entry.subject
            ? t('admin.feedback.dialogTextSubject', { name: entry.userName, subject: entry.subject })
            : t('admin.feedback.dialogText', { name: entry.userName })
          : ''
      }
      onSubmit={onSubmit}
      onClose={close}
      busy={saving}
      canSubmit={isValid}
      submitLabel={saving ? t('admin.saving') : t('admin.feedback.save')}
    >
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{t('admin.feedback.updateError')}</AlertTitle>
          {failure}
        </Alert>
      ) : null}
      <FormTextField control={control} name="adminResponse" label={t('admin.feedback.response')} required multiline minRows={4} autoFocus />
    </FormDialog>
  );
}
