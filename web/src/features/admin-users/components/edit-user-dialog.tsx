import { useCallback } from 'react';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminUpdateUser, type AdminUser } from '../api/admin-users.ts';
import { useUserDraftForm } from '../hooks/use-user-draft-form.ts';
import { displayName } from './display-name.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { overDraft } from '../../../ui/use-dialog-form.ts';
import { useTranslation } from 'react-i18next';

/** Every field non-empty after trimming, and saved trimmed (admin-area.md "Users"); identity checks the rest. */
const editUserSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  email: z.string().trim().min(1, 'Email is required'),
  username: z.string().trim().min(1, 'Username is required'),
});
type EditUserInput = z.input<typeof editUserSchema>;

/** The Users tab's edit dialog, with the per-user local draft of the three fields. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const { t } = useTranslation();
  const { fullName, email, username } = user;
  // The user as saved, with the draft left last time over it.
  const savedOrDraft = useCallback((draft: Partial<EditUserInput> | null) => overDraft({ fullName, email, username }, draft), [fullName, email, username]);
  const [updateUser, updating] = useAdminUpdateUser();
  const { control, handleSubmit, isValid, clearDraft } = useUserDraftForm('admin-user-edit', user, editUserSchema, savedOrDraft);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateUser({ id: user.id, input: values });
      clearDraft();
      onClose();
    } catch (error) {
      toast({ title: t('admin.users.updateError'), description: failureMessage(error, t('admin.users.updateFailed')), variant: 'destructive' });
    }
  });

  return (
    <FormDialog
      title={t('admin.users.editTitle', { name: displayName(user) })}
      onSubmit={onSubmit}
      onClose={onClose}
      canSubmit={isValid}
      submit={{ label: t('admin.users.saveChanges'), pendingLabel: t('admin.saving'), pending: updating }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField label={t('admin.users.fullName')} autoFocus autoComplete="off" control={control} name="fullName" />
        <FormTextField label={t('admin.users.email')} type="email" autoComplete="off" control={control} name="email" />
        <FormTextField label={t('admin.users.username')} autoComplete="off" control={control} name="username" />
      </Stack>
    </FormDialog>
  );
}
