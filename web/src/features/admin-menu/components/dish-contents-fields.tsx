import Box from '@mui/material/Box';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ALLERGENS, DIET_TAGS } from '@lunchbox/domain/allergens';
import { NUTRITION_FACTS } from '@lunchbox/domain/menu-schemas';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useTranslation } from 'react-i18next';

interface DishContentsFieldsProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  /** Where the dish's fields sit in the form: '' for Set Menu, 'days.Monday.' for a day of Set Weekly Menu. */
  prefix?: string;
  /** Put before every label, so the five days' fields keep distinct names ('Monday Protein (g)'). */
  labelPrefix?: string;
}

/**
 * What is in a dish (issue 13), edited the same way in Set Menu and in each day of Set Weekly Menu:
 * the allergens it contains and the diets it suits (check boxes over the fixed lists) and the
 * optional nutrition facts. The form's schema checks them (menuItemFormSchema's fields).
 */
export function DishContentsFields<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  prefix = '',
  labelPrefix = '',
}: DishContentsFieldsProps<TFieldValues, TTransformed>) {
  const path = (name: string) => `${prefix}${name}` as FieldPath<TFieldValues>;
  const allergens = useController({ control, name: path('allergens') });
  const dietTags = useController({ control, name: path('dietTags') });
  const { t } = useTranslation();
  return (
    <>
      <CheckBoxGroup
        legend={`${labelPrefix}${t('admin.menuDialogs.contains')}`}
        options={ALLERGENS}
        value={(allergens.field.value as string[] | undefined) ?? []}
        onChange={allergens.field.onChange}
      />
      <CheckBoxGroup
        legend={`${labelPrefix}${t('admin.menuDialogs.suits')}`}
        options={DIET_TAGS}
        value={(dietTags.field.value as string[] | undefined) ?? []}
        onChange={dietTags.field.onChange}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        {NUTRITION_FACTS.map((fact) => (
          <FormTextField
            key={fact.key}
            control={control}
            name={path(`nutrition.${fact.key}`)}
            label={`${labelPrefix}${t(`admin.menuDialogs.nutrition.${fact.key}`)} (${fact.unit})`}
            inputMode="decimal"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
    </>
  );
}
