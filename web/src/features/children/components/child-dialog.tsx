import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { childDialogSchema } from '@lunchbox/domain/identity-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAddChild } from '../api/add-child.ts';
import type { ChildProfile } from '../api/my-children.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { gradeOptions, NATIVE_SELECT_SLOTS, schoolOptions } from './child-select-options.tsx';
import { DialogFormActions } from '../../../ui/dialog-form-actions.tsx';
import { ChildNeedsFields } from './child-needs-fields.tsx';
import { useTranslation } from 'react-i18next';

const EMPTY: z.input<typeof childDialogSchema> = { name: '', school: '', grade: '', teacher: '', allergies: [], diets: [] };

interface ChildDialogProps {
  open: boolean;
  /** The child to edit, or null to add one. */
  child: ChildProfile | null;
  onClose: () => void;
}

/** The home screen's add/edit child dialog (spec section 2, "Child dialog"). */
export function ChildDialog({ open, child, onClose }: ChildDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const [addChild, adding] = useAddChild();
  const [updateChild, updating] = useUpdateChild();
  const saving = adding || updating;
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isValid },
  } = useForm({ resolver: zodResolver(childDialogSchema), mode: 'onChange', defaultValues: EMPTY });
  const [allergies, diets] = useWatch({ control, name: ['allergies', 'diets'] });

  // Opening shows the child's values (edit) or an empty form (add); closing forgets edits.
  useEffect(() => {
    if (open)
      reset(
        child ? { name: child.name, school: child.school, grade: child.grade, teacher: child.teacher, allergies: child.allergies, diets: child.diets } : EMPTY,
      );
  }, [open, child, reset]);

  const close = () => {
    if (saving) return;
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ name, school, grade, teacher, allergies, diets }) => {
    const input = { name, school, grade, teacher, allergies, diets };
    if (child) {
      try {
        await updateChild({ id: child.id, input });
        toast({ title: t('children.updatedOk'), description: t('children.updatedOkText') });
        reset(EMPTY);
        onClose();
      } catch (error) {
        toast({ title: t('children.updateFailed'), description: failureMessage(error, t('common.tryAgain')), variant: 'destructive' });
      }
    } else {
      try {
        await addChild({ input });
        toast({ title: t('children.addedOk'), description: t('children.addedOkText') });
        reset(EMPTY);
        onClose();
      } catch (error) {
        toast({ title: t('children.addFailedShort'), description: failureMessage(error, t('common.tryAgain')), variant: 'destructive' });
      }
    }
  });

  const submitLabel = saving ? t('children.saving') : child ? t('children.update') : t('children.add');

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{child ? t('children.editTitle') : t('children.addDialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField label={t('children.name')} autoComplete="off" autoFocus control={control} name="name" />
            <FormTextField select label={t('children.school')} slotProps={NATIVE_SELECT_SLOTS} control={control} name="school">
              {schoolOptions(t, child?.school)}
            </FormTextField>
            <FormTextField select label={t('children.grade')} slotProps={NATIVE_SELECT_SLOTS} control={control} name="grade">
              {gradeOptions(t, child?.grade)}
            </FormTextField>
            <FormTextField label={t('children.section')} autoComplete="off" control={control} name="teacher" />
            <ChildNeedsFields
              allergies={allergies ?? []}
              diets={diets ?? []}
              onAllergiesChange={(value) => setValue('allergies', value, { shouldDirty: true, shouldValidate: true })}
              onDietsChange={(value) => setValue('diets', value, { shouldDirty: true, shouldValidate: true })}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions onCancel={close} busy={saving} canSubmit={isValid}>
          {submitLabel}
        </DialogFormActions>
      </Box>
    </Dialog>
  );
}
