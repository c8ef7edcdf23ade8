import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { feedbackResponseSchema, type FeedbackResponseInput } from '@lunchbox/domain/communication-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import type { AdminFeedback } from '../api/admin-feedback.ts';
import { useAnswerFeedback } from '../api/answer-feedback.ts';
import { DialogFormActions } from '../../../ui/dialog-form-actions.tsx';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';

interface ResponseDialogProps {
  open: boolean;
  /** The entry being answered; kept by the caller while the dialog closes. */
  entry: AdminFeedback | null;
  onClose: () => void;
}

/** 'Add Response' / 'Update Response' (admin-area.md sections 2, 5 and 8): non-empty after trimming. */
export function ResponseDialog({ open, entry, onClose }: ResponseDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
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
      const description = refusalText(failureMessage(error, t('admin.feedback.updateFailed')));
      setFailure(description);
      toast({ title: t('admin.feedback.updateError'), description, variant: 'destructive' });
    }
  });

  const updating = Boolean(entry?.adminResponse);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{updating ? t('admin.feedback.update') : t('admin.feedback.add')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {entry
              ? entry.subject
                ? t('admin.feedback.dialogTextSubject', { name: entry.userName, subject: entry.subject })
                : t('admin.feedback.dialogText', { name: entry.userName })
              : ''}
          </DialogContentText>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <AlertTitle>{t('admin.feedback.updateError')}</AlertTitle>
              {failure}
            </Alert>
          ) : null}
          <FormTextField control={control} name="adminResponse" label={t('admin.feedback.response')} required multiline minRows={4} autoFocus />
        </DialogContent>
        <DialogFormActions onCancel={close} busy={saving} canSubmit={isValid}>
          {saving ? t('admin.saving') : t('admin.feedback.save')}
        </DialogFormActions>
      </Box>
    </Dialog>
  );
}
