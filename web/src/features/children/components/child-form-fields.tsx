import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import type { ChildProfileInput } from '@lunchbox/domain/identity-schemas';
import { ALLERGENS, DIET_TAGS } from '@lunchbox/domain/allergens';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormSelectField } from '../../../ui/native-select.tsx';
import { gradeOptions, schoolOptions } from './child-select-options.tsx';
import { useActiveSchoolNames } from '../api/schools.ts';
import { useTranslation } from 'react-i18next';

/**
 * What both child forms (the home dialog and the profile form, each in a FormProvider) hold for
 * the fields below; they differ in the lunch options and the wording of their rules.
 */
type ChildFormValues = Omit<ChildProfileInput, 'preferredLunchOptions'>;

/**
 * A child's name, school, grade and section. `current` is the child being edited, whose school or
 * grade stays choosable when it is no longer in the lists.
 */
export function ChildDetailsFields({ current, autoFocus }: { current?: ChildFormValues; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ChildFormValues>();
  const schools = useActiveSchoolNames();
  return (
    <>
      <FormTextField label={t('children.name')} autoComplete="off" autoFocus={autoFocus} control={control} name="name" />
      <FormSelectField label={t('children.school')} control={control} name="school">
        {schoolOptions(t, schools, current?.school)}
      </FormSelectField>
      <FormSelectField label={t('children.grade')} control={control} name="grade">
        {gradeOptions(t, current?.grade)}
      </FormSelectField>
      <FormTextField label={t('children.section')} autoComplete="off" control={control} name="teacher" />
    </>
  );
}

/**
 * A child's allergies and diets (issue 13): check boxes over the fixed lists. Ordering refuses a
 * dish with one of the allergies; a diet only warns.
 */
export function ChildNeedsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<ChildFormValues>();
  const allergies = useController({ control, name: 'allergies' }).field;
  const diets = useController({ control, name: 'diets' }).field;
  return (
    <Stack spacing={1}>
      <CheckBoxGroup legend={t('children.allergies')} options={ALLERGENS} value={allergies.value ?? []} onChange={allergies.onChange} />
      <Typography variant="body2" color="text.secondary">
        {t('children.allergiesHint')}
      </Typography>
      <CheckBoxGroup legend={t('children.diets')} options={DIET_TAGS} value={diets.value ?? []} onChange={diets.onChange} />
    </Stack>
  );
}
