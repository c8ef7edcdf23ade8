import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { schoolWriteSchema } from '@lunchbox/domain/school-schemas';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { describeFailure, type CallFailure } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import type { DialogProps } from '../../../ui/dialog-props.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useDialogForm } from '../../../ui/use-dialog-form.ts';
import { useCreateSchool, useUpdateSchool, type AdminSchool } from '../api/admin-schools.ts';
import { CutOffFields } from './cut-off-fields.tsx';
import { newSchoolValues, SCHOOL_FORM_FIELDS, schoolValues, type SchoolFormField, type SchoolFormInput, type SchoolFormValues } from './school-form-values.ts';
import { TimeZoneField } from './time-zone-field.tsx';

const resolver = zodResolver(schoolWriteSchema);

/** The field a refusal is about: a taken name (409), or the field a 400 names; null for any other failure. */
function refusedField(failure: CallFailure): SchoolFormField | null {
  if (failure.kind !== 'server') return null;
  if (failure.code === 'CONFLICT') return 'name';
  const field = failure.values['field'];
  return SCHOOL_FORM_FIELDS.find((known) => known === field) ?? null;
}

interface SchoolDialogProps extends DialogProps {
  /** The school to edit, or null to add one. */
  school: AdminSchool | null;
}

/**
 * Add School and Edit School (issue 31 section 1). The server's refusals show at the field they are
 * about; making an active school inactive asks first, since new children can no longer choose it.
 */
export function SchoolDialog({ open, school, onClose }: SchoolDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [createSchool, creating] = useCreateSchool();
  const [updateSchool, updating] = useUpdateSchool();
  const openingValues = useCallback(() => (school ? schoolValues(school) : newSchoolValues(schoolTimeZone)), [school]);
  const { form, failure, fail, clearFailure } = useDialogForm<SchoolFormInput, SchoolFormValues>({ open, openingValues, resolver });
  const { control, handleSubmit, setError } = form;

  const save = async (values: SchoolFormValues) => {
    clearFailure();
    try {
      if (school) {
        const saved = await updateSchool({ id: school.id, input: values });
        toast({ title: t('admin.schools.updated'), description: saved.name });
      } else {
        const added = await createSchool({ input: values });
        toast({ title: t('admin.schools.added'), description: t('admin.schools.addedText', { name: added.name }) });
      }
      onClose();
    } catch (error) {
      const refusal = describeFailure(error);
      const field = refusedField(refusal);
      if (field && refusal.kind === 'server') setError(field, { type: 'server', message: refusal.message }, { shouldFocus: true });
      else
        fail({
          title: school ? t('admin.schools.updateFailed') : t('admin.schools.addFailed'),
          description: refusal.kind === 'server' && refusal.message ? refusal.message : t('admin.tryAgain'),
        });
    }
  };
  const deactivation = useConfirmation(save);
  const onSubmit = handleSubmit((values) => (school?.active && !values.active ? deactivation.ask(values) : save(values)));
  const pending = creating || updating;

  return (
    <>
      <FormDialog
        open={open}
        title={school ? t('admin.schools.editTitle') : t('admin.schools.addTitle')}
        onSubmit={onSubmit}
        onClose={onClose}
        submit={{
          label: school ? t('admin.schools.save') : t('admin.schools.add'),
          pendingLabel: school ? t('admin.saving') : t('admin.schools.adding'),
          pending,
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogFailure failure={failure} />
          <FormTextField control={control} name="name" label={t('admin.schools.name')} required autoComplete="off" autoFocus />
          <FormTextField
            control={control}
            name="deliveryTime"
            label={t('admin.schools.deliveryTime')}
            required
            placeholder="12:00"
            helperText={t('admin.schools.timeHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <CutOffFields control={control} />
          <TimeZoneField control={control} />
          <Controller
            control={control}
            name="active"
            render={({ field: { value, onChange, onBlur, ref, name } }) => (
              <FormControlLabel
                label={t('admin.schools.activeLabel')}
                control={<Switch name={name} inputRef={ref} checked={value ?? true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
              />
            )}
          />
        </Stack>
      </FormDialog>
      <ConfirmDialog
        {...deactivation.dialog}
        title={t('admin.schools.deactivateTitle')}
        question={school ? t('admin.schools.deactivateQuestion', { name: deactivation.subject?.name ?? school.name }) : ''}
        confirmLabel={t('admin.schools.deactivate')}
        pendingLabel={t('admin.saving')}
        pending={updating}
      />
    </>
  );
}
