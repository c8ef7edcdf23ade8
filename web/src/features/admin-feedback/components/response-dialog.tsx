import { useCallback } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackResponseSchema, type FeedbackResponseInput } from '@lunchbox/domain/communication-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { type AdminFeedback, useAnswerFeedback } from '../api/admin-feedback.ts';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { useDialogForm } from '../../../ui/use-dialog-form.ts';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../ui/dialog-props.ts';

interface ResponseDialogProps extends DialogProps {
  /** The entry being answered; kept by the caller while the dialog closes. */
  entry: AdminFeedback | null;
}

/** 'Add Response' / 'Update Response' (admin-area.md sections 2, 5 and 8): non-empty after trimming. */
export function ResponseDialog({ open, entry, onClose }: ResponseDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [answerFeedback, saving] = useAnswerFeedback();
  const openingValues = useCallback((): FeedbackResponseInput => ({ adminResponse: entry?.adminResponse ?? '' }), [entry]);
  const { form, failure, fail, clearFailure } = useDialogForm({ open, openingValues, resolver: zodResolver(feedbackResponseSchema), mode: 'onChange' });
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = form;

  const onSubmit = handleSubmit(async ({ adminResponse }) => {
    if (!entry) return;
    clearFailure();
    try {
      await answerFeedback({ id: entry.id, adminResponse: adminResponse.trim() });
      toast({ title: t('admin.feedback.saved') });
      onClose();
    } catch (error) {
      fail({ title: t('admin.feedback.updateError'), description: failureMessage(error, t('admin.feedback.updateFailed')) });
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
      onClose={onClose}
      canSubmit={isValid}
      submit={{ label: t('admin.feedback.save'), pendingLabel: t('admin.saving'), pending: saving }}
    >
      <DialogFailure failure={failure} sx={{ mb: 2 }} />
      <FormTextField control={control} name="adminResponse" label={t('admin.feedback.response')} required multiline minRows={4} autoFocus />
    </FormDialog>
  );
}
