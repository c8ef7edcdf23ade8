import type { FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useDraftForm } from '../../../ui/use-dialog-form.ts';
import type { AdminUser } from '../api/admin-users.ts';

/**
 * The form of a Users-tab dialog about one user, over the local draft kept of it per user
 * (admin-area.md "Local drafts": per user the edit and the e-mail), checked with the dialog's schema
 * as the administrator types. `openingValues` is useDraftForm's; the dialog calls `clearDraft` once
 * it has saved or sent.
 */
export function useUserDraftForm<T extends FieldValues, TValues extends FieldValues = T>(
  draft: 'admin-user-edit' | 'admin-email',
  user: AdminUser,
  schema: z.ZodType<TValues, T>,
  openingValues: (stored: Partial<T> | null) => T,
) {
  const { form, clearDraft } = useDraftForm<T, TValues>({
    draftKey: `lunchbox:${draft}-draft:${user.id}`,
    openingValues,
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = form;
  return { control, handleSubmit, isValid, clearDraft };
}
