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
import { gradeOptions, schoolOptions } from './child-select-options.tsx';
import { DialogFormActions } from '../../../ui/dialog-form-actions.tsx';
import { ChildNeedsFields } from './child-needs-fields.tsx';

const EMPTY: z.input<typeof childDialogSchema> = { name: '', school: '', grade: '', teacher: '', allergies: [], diets: [] };

interface ChildDialogProps {
  open: boolean;
  /** The child to edit, or null to add one. */
  child: ChildProfile | null;
  onClose: () => void;
}

/** The home screen's add/edit child dialog (spec section 2, "Child dialog"). */
export function ChildDialog({ open, child, onClose }: ChildDialogProps) {
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
        toast({ title: 'Child updated successfully', description: 'Profile has been updated' });
        reset(EMPTY);
        onClose();
      } catch (error) {
        toast({ title: 'Failed to update child', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    } else {
      try {
        await addChild({ input });
        toast({ title: 'Child added successfully', description: 'Your child has been registered for lunch ordering' });
        reset(EMPTY);
        onClose();
      } catch (error) {
        toast({ title: 'Failed to add child', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    }
  });

  const submitLabel = saving ? 'Saving...' : child ? 'Update' : 'Add Child';

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{child ? 'Edit Child' : 'Add Child'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField label="Child's Name" autoComplete="off" autoFocus control={control} name="name" />
            <FormTextField select label="School" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} control={control} name="school">
              {schoolOptions(child?.school)}
            </FormTextField>
            <FormTextField select label="Grade" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} control={control} name="grade">
              {gradeOptions(child?.grade)}
            </FormTextField>
            <FormTextField label="Section/Cohort" autoComplete="off" control={control} name="teacher" />
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
