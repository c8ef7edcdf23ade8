import { useCallback } from 'react';
import { FormProvider } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import { childDialogSchema } from '@lunchbox/domain/identity-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useAddChild, type ChildProfile, useUpdateChild } from '../api/children.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { useDialogForm } from '../../../ui/use-dialog-form.ts';
import { ChildDetailsFields, ChildNeedsFields } from './child-form-fields.tsx';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../ui/dialog-props.ts';

const EMPTY: z.input<typeof childDialogSchema> = { name: '', school: '', grade: '', teacher: '', allergies: [], diets: [] };

interface ChildDialogProps extends DialogProps {
  /** The child to edit, or null to add one. */
  child: ChildProfile | null;
}

/** The home screen's add/edit child dialog (spec section 2, "Child dialog"). */
export function ChildDialog({ open, child, onClose }: ChildDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [addChild, adding] = useAddChild();
  const [updateChild, updating] = useUpdateChild();
  const saving = adding || updating;
  // Opening shows the child's values (edit) or an empty form (add), never the edits left when it closed.
  const openingValues = useCallback(
    () =>
      child ? { name: child.name, school: child.school, grade: child.grade, teacher: child.teacher, allergies: child.allergies, diets: child.diets } : EMPTY,
    [child],
  );
  const { form } = useDialogForm({ open, openingValues, resolver: zodResolver(childDialogSchema), mode: 'onChange' });
  const { handleSubmit } = form;

  const onSubmit = handleSubmit(async ({ name, school, grade, teacher, allergies, diets }) => {
    const input = { name, school, grade, teacher, allergies, diets };
    // The same form adds or edits; only the call and the toasts' words differ.
    const { save, saved, savedText, failed } = child
      ? {
          save: () => updateChild({ id: child.id, input }),
          saved: t('children.updatedOk'),
          savedText: t('children.updatedOkText'),
          failed: t('children.updateFailed'),
        }
      : { save: () => addChild({ input }), saved: t('children.addedOk'), savedText: t('children.addedOkText'), failed: t('children.addFailedShort') };
    try {
      await save();
      toast({ title: saved, description: savedText });
      onClose();
    } catch (error) {
      toast({ title: failed, description: failureMessage(error, t('common.tryAgain')), variant: 'destructive' });
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open={open}
        title={child ? t('children.editTitle') : t('children.addDialogTitle')}
        onSubmit={onSubmit}
        onClose={onClose}
        canSubmit={form.formState.isValid}
        submit={{ label: child ? t('children.update') : t('children.add'), pendingLabel: t('children.saving'), pending: saving }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ChildDetailsFields current={child ?? undefined} autoFocus />
          <ChildNeedsFields />
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
